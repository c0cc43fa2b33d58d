import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

/**
 * A database per test file: a temporary SQLite file, or, when TEST_DATABASE is `postgres`, a
 * new database on TEST_POSTGRES_URL (dropped afterwards). Either starts empty or as a copy of
 * the run's template (migrated and seeded once by global-setup.ts).
 */
export type TestDatabase = { url: string; drop: () => Promise<void> }

export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const sqliteFile = (url: string) => url.replace(/^file:/, '')
const postgresName = (url: string) => new URL(url).pathname.slice(1)

export async function createEmptyDatabase(): Promise<TestDatabase> {
  return createDatabase()
}

export async function copyDatabase(templateUrl: string): Promise<TestDatabase> {
  return createDatabase(templateUrl)
}

async function createDatabase(templateUrl?: string): Promise<TestDatabase> {
  const id = crypto.randomBytes(6).toString('hex')
  if (testDatabaseKind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
    const file = path.join(dir, `${id}.db`)
    // A journal left beside the template (-wal, -shm) travels with it.
    if (templateUrl) {
      const source = sqliteFile(templateUrl)
      for (const suffix of ['', '-wal', '-shm']) {
        if (fs.existsSync(source + suffix)) fs.copyFileSync(source + suffix, file + suffix)
      }
    }
    return {
      url: `file:${file}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `site_int_${id}`
  await onServer(
    templateUrl
      ? `CREATE DATABASE ${name} TEMPLATE ${postgresName(templateUrl)}`
      : `CREATE DATABASE ${name}`,
  )
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
