import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

/**
 * A fresh, empty database per test file: a temporary SQLite file, or, when TEST_DATABASE is
 * `postgres`, a new database on TEST_POSTGRES_URL (dropped afterwards).
 */
export type TestDatabase = { url: string; drop: () => Promise<void> }

export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

export async function createTestDatabase(): Promise<TestDatabase> {
  const id = crypto.randomBytes(6).toString('hex')
  if (testDatabaseKind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
    return {
      url: `file:${path.join(dir, `${id}.db`)}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `site_int_${id}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
