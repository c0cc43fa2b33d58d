import path from 'node:path'

import { isPostgres } from '@/config/env'

/** The first 16 bytes of every SQLite database file. */
export const SQLITE_HEADER = 'SQLite format 3\u0000'

export class UnsupportedDatabaseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnsupportedDatabaseError'
  }
}

/**
 * The database file of a `file:` DATABASE_URL, absolute (relative paths start at `root`, as the
 * app's own `file:./data/site.db` does). Anything else is not a file this machine can copy.
 */
export function sqliteFileOf(url: string, root: string): string {
  if (isPostgres(url)) {
    throw new UnsupportedDatabaseError('DATABASE_URL is PostgreSQL: use pg_dump / pg_restore.')
  }
  if (!url.startsWith('file:')) {
    throw new UnsupportedDatabaseError(`Only a local SQLite file (file:...) can be copied here.`)
  }
  // libsql accepts `file:path?options`; the options do not name another file.
  const file = decodeURIComponent(url.slice('file:'.length).split('?')[0] ?? '')
  if (!file || file === ':memory:') {
    throw new UnsupportedDatabaseError('An in-memory database has nothing to back up.')
  }
  return path.resolve(root, file)
}

/** `site-2026-11-25T19-30-05Z.db`: sorts by date, no character a file system refuses. */
export function backupFileName(now: Date, prefix = 'site'): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')
  return `${prefix}-${stamp}.db`
}

/** The files SQLite may keep beside a database; stale ones must never meet another file. */
export function sidecarFiles(file: string): string[] {
  return ['-wal', '-shm', '-journal'].map((suffix) => file + suffix)
}

/**
 * Where a backup goes: the given path (a folder gets the timestamped name inside it), else the
 * timestamped name in `defaultDir`.
 */
export function backupTarget(
  given: string | undefined,
  isDirectory: (candidate: string) => boolean,
  defaultDir: string,
  now: Date,
): string {
  if (!given) return path.join(defaultDir, backupFileName(now))
  const resolved = path.resolve(given)
  return isDirectory(resolved) ? path.join(resolved, backupFileName(now)) : resolved
}
