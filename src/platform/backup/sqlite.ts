import fs from 'node:fs'

import Database from 'libsql'

import { SQLITE_HEADER } from '@/platform/backup/sqlite-file'
import type { DatabaseFacts } from '@/platform/backup/verdict'

/**
 * The SQLite operations behind `npm run backup` and `npm run restore`, through the site's own
 * driver, libsql, used directly: its better-sqlite3 style `backup()` is not implemented, so copies
 * are made with `VACUUM INTO`, which reads one consistent snapshot inside a read transaction
 * while the running site goes on reading and writing (WAL mode).
 *
 * On the live database only `exec` runs: a prepared statement keeps its connection (and the
 * connection's locks) alive after `close()` until garbage collection, and a restore must not
 * trip over its own probe. `@libsql/client` prepares one on every connect, hence not used here.
 */

type Connection = InstanceType<typeof Database>

function withDatabase<T>(file: string, timeoutMs: number, work: (db: Connection) => T): T {
  const db = new Database(file, { timeout: timeoutMs })
  try {
    return work(db)
  } finally {
    db.close()
  }
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * A consistent copy of `source` at `target`, which must not exist yet. A writer holding the lock
 * briefly (the site saving a form) is waited for, not failed on.
 */
export function vacuumInto(source: string, target: string): void {
  withDatabase(source, 10_000, (db) => db.exec(`VACUUM INTO ${quoted(target)}`))
}

function startsWithSqliteHeader(file: string): boolean {
  const handle = fs.openSync(file, 'r')
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length)
    const read = fs.readSync(handle, header, 0, header.length, 0)
    return read === header.length && header.toString('latin1') === SQLITE_HEADER
  } finally {
    fs.closeSync(handle)
  }
}

const column = (rows: unknown[], name: string) =>
  rows.flatMap((row) => {
    const value = typeof row === 'object' && row !== null ? Reflect.get(row, name) : undefined
    return typeof value === 'string' ? [value] : []
  })

/**
 * What `judgeDatabase` needs to know about a file; never changes its data. Only run on copies
 * (a backup being written, a restore being staged), never on the live database.
 */
export function inspectDatabase(file: string): DatabaseFacts {
  if (!startsWithSqliteHeader(file)) return { isSqlite: false, intact: false, migrations: null }
  return withDatabase(file, 5000, (db) => {
    const check = column(db.prepare('PRAGMA integrity_check').all(), 'integrity_check')
    const intact = check.length === 1 && check[0] === 'ok'
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?")
      .all('payload_migrations')
    if (table.length === 0) return { isSqlite: true, intact, migrations: null }
    const rows = db
      .prepare('SELECT name FROM payload_migrations WHERE batch IS NULL OR batch <> -1')
      .all()
    return { isSqlite: true, intact, migrations: column(rows, 'name').sort() }
  })
}

const isBusy = (error: unknown) =>
  /SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(String(error))

/**
 * Whether another connection has the database open, a running site for one. Every connection to
 * a WAL database keeps a shared lock on the file for as long as it is open, idle or not; a
 * connection in exclusive locking mode cannot begin unless it is alone, and with no busy
 * timeout it fails at once instead of waiting.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false
  return withDatabase(file, 0, (db) => {
    try {
      db.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; ROLLBACK;')
      return false
    } catch (error) {
      if (isBusy(error)) return true
      throw error
    }
  })
}
