import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration } from 'payload'

import { isPostgres } from '@/config/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/**
 * SQLite file by default, PostgreSQL for a postgres:// URL. The schema only ever changes through
 * the committed migrations (no dev "push"), so both databases stay in step with the collections.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url, connectionTimeoutMillis: 5000 },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
    })
  }
  ensureSqliteDirectory(url)
  return sqliteAdapter({
    client: { url },
    push: false,
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
  })
}

function ensureSqliteDirectory(url: string): void {
  if (!url.startsWith('file:')) return
  const file = url.slice('file:'.length)
  if (file === ':memory:') return
  fs.mkdirSync(path.dirname(path.resolve(process.cwd(), file)), { recursive: true })
}

/**
 * The generated migration lists type their arguments per adapter, while `payload.db.migrate`
 * takes the adapter-neutral `Migration`.
 */
export function migrationsFor(url: string): Migration[] {
  const list = isPostgres(url) ? postgresMigrations : sqliteMigrations
  return list as unknown as Migration[]
}
