import fs from 'node:fs'

import { sidecarFiles } from '@/platform/backup/sqlite-file'

/** Removes a database file's journal files (never the file itself). */
export function removeSidecars(file: string): void {
  for (const sidecar of sidecarFiles(file)) fs.rmSync(sidecar, { force: true })
}

/** Removes a half-written copy and whatever SQLite left beside it. */
export function removeDatabaseFile(file: string): void {
  fs.rmSync(file, { force: true })
  removeSidecars(file)
}

/**
 * A restored file takes the place of the old one with its owner and mode: restoring as root
 * must not leave the site's own user unable to write its database.
 */
export function copyOwnership(from: fs.Stats, file: string): void {
  fs.chmodSync(file, from.mode & 0o777)
  if (process.getuid?.() === 0) fs.chownSync(file, from.uid, from.gid)
}
