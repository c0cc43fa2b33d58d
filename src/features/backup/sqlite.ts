import fs from 'node:fs'

import { createClient, type Client } from '@libsql/client'

import { SQLITE_HEADER } from '@/features/backup/sqlite-file'
import type { DatabaseFacts } from '@/features/backup/verdict'

/**
 * The SQLite operations behind `npm run backup` and `npm run restore`, through the same driver
 * as the site (libsql). Its better-sqlite3 style `backup()` is not implemented, so copies are
 * made with `VACUUM INTO`, which reads one consistent snapshot inside a read transaction: the
 * running site keeps reading and writing (WAL mode) while it runs.
 */

const open = (file: string): Client => createClient({ url: `file:${file}` })

async function withDatabase<T>(file: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = open(file)
  try {
    return await work(db)
  } finally {
    db.close()
  }
}

/** A consistent copy of `source` at `target`, which must not exist yet. */
export async function vacuumInto(source: string, target: string): Promise<void> {
  await withDatabase(source, async (db) => {
    // A writer holding the lock briefly (the site saving a form) is waited for, not failed on.
    await db.execute('PRAGMA busy_timeout = 10000')
    await db.execute({ sql: 'VACUUM INTO ?', args: [target] })
  })
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

/** What `judgeDatabase` needs to know about a file; never changes its data. */
export async function inspectDatabase(file: string): Promise<DatabaseFacts> {
  if (!startsWithSqliteHeader(file)) return { isSqlite: false, intact: false, migrations: null }
  return withDatabase(file, async (db) => {
    const check = await db.execute('PRAGMA integrity_check')
    const intact = check.rows.length === 1 && check.rows[0]?.[0] === 'ok'
    const table = await db.execute(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'",
    )
    if (table.rows.length === 0) return { isSqlite: true, intact, migrations: null }
    const rows = await db.execute(
      'SELECT name FROM payload_migrations WHERE batch IS NULL OR batch <> -1 ORDER BY name',
    )
    const migrations = rows.rows.flatMap((row) => (typeof row[0] === 'string' ? [row[0]] : []))
    return { isSqlite: true, intact, migrations }
  })
}

const isBusy = (error: unknown) =>
  /SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(String(error))

/**
 * Whether another connection has the database open, a running site for one. Every connection to
 * a WAL database keeps a shared lock on the file for as long as it is open, idle or not; a
 * connection in exclusive locking mode cannot start unless it is alone, and fails at once
 * with a zero busy timeout instead of waiting.
 */
export async function databaseInUse(file: string): Promise<boolean> {
  if (!fs.existsSync(file)) return false
  return withDatabase(file, async (db) => {
    await db.execute('PRAGMA busy_timeout = 0')
    await db.execute('PRAGMA locking_mode = EXCLUSIVE')
    try {
      await db.execute('BEGIN EXCLUSIVE')
      await db.execute('SELECT count(*) FROM sqlite_master')
      await db.execute('ROLLBACK')
      return false
    } catch (error) {
      if (isBusy(error)) return true
      throw error
    }
  })
}
