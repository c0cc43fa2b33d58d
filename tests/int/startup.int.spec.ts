import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { createEmptyDatabase, testDatabaseKind } from './support/test-database'

const root = path.resolve(import.meta.dirname, '..', '..')

// One start-up takes 10 to 40 s, more while a production build shares the cores.
const startTimeoutMs = 120_000

/**
 * Runs the start-up preparation `npm start` runs, as a separate process, without blocking this
 * one: the start-ups of a file run side by side. `undefined` removes a variable.
 */
function prepare(env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = { ...process.env, ...env }
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'payload'),
    ['run', 'scripts/prepare-db.ts'],
    { cwd: root, env: merged as NodeJS.ProcessEnv, timeout: startTimeoutMs },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  )
}

const strongSecret = 'integration-secret-0123456789abcdefghijkl'

// Each start-up below is its own process with its own database address (a new SQLite file, an
// unreachable server), whatever database the run is on: they run once, in the SQLite run. They
// share nothing, so they run side by side: the file lasts as long as the two starts in a row.
if (testDatabaseKind === 'sqlite')
  describe.concurrent('start-up', () => {
    it(
      'refuses to start in production without a secret and names the variable',
      async ({ expect }) => {
        const result = await prepare({ NODE_ENV: 'production', PAYLOAD_SECRET: undefined })
        expect(result.status).toBe(1)
        expect(result.output).toContain('PAYLOAD_SECRET')
      },
      startTimeoutMs,
    )

    it(
      'fails fast with a clear message when the database cannot be reached',
      async ({ expect }) => {
        const result = await prepare({
          NODE_ENV: 'production',
          PAYLOAD_SECRET: strongSecret,
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
        })
        expect(result.status).toBe(1)
        expect(result.output).toContain('Cannot start: the database is unavailable or broken')
      },
      startTimeoutMs,
    )

    it(
      'creates, migrates and seeds a new SQLite database, and a second start keeps its data',
      async ({ expect }) => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-start-'))
        const env = {
          NODE_ENV: 'production',
          PAYLOAD_SECRET: strongSecret,
          DATABASE_URL: `file:${path.join(dir, 'nested', 'site.db')}`,
          LOG_LEVEL: 'info',
          ADMIN_EMAIL: 'owner@example.com',
          ADMIN_PASSWORD: 'first-start-password',
        }
        try {
          const first = await prepare(env)
          expect(first.status).toBe(0)
          expect(first.output).toContain('Created the first admin account (ADMIN_EMAIL)')
          // Logs are JSON lines and never print the owner's address or password.
          expect(first.output).not.toContain('owner@example.com')
          expect(first.output).not.toContain('first-start-password')
          const logLines = first.output.split('\n').filter((line) => line.startsWith('{'))
          expect(logLines.length).toBeGreaterThan(0)
          for (const line of logLines) expect(JSON.parse(line)).toHaveProperty('level')
          const second = await prepare({ ...env, ADMIN_EMAIL: 'intruder@example.com' })
          expect(second.status).toBe(0)
          expect(second.output).not.toContain('Created the first admin account')
          expect(second.output).not.toContain('Migrating')

          const db = createClient({ url: env.DATABASE_URL })
          const admins = await db.execute('SELECT email, is_active FROM admin_users')
          db.close()
          expect(admins.rows.map((row) => [row.email, row.is_active])).toEqual([
            ['owner@example.com', 1],
          ])
        } finally {
          fs.rmSync(dir, { recursive: true, force: true })
        }
      },
      2 * startTimeoutMs,
    )
  })

// Several instances run on PostgreSQL only (on SQLite the site is one process).
if (testDatabaseKind === 'postgres')
  describe('start-up of several instances on one PostgreSQL database', () => {
    it('migrates and seeds an empty database once when two instances start together', async () => {
      const database = await createEmptyDatabase()
      const env = {
        NODE_ENV: 'production',
        PAYLOAD_SECRET: strongSecret,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'first-start-password',
      }
      try {
        const starts = await Promise.all([1, 2].map(() => prepare(env)))
        expect(starts.map((start) => start.status)).toEqual([0, 0])
        const created = starts.filter((s) => s.output.includes('Created the first admin account'))
        expect(created).toHaveLength(1)
        const client = new pg.Client({ connectionString: database.url })
        await client.connect()
        try {
          const count = async (table: string) =>
            Number((await client.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n)
          expect(await count('admin_users')).toBe(1)
          expect(await count('projects')).toBe(7)
          expect(await count('blog_categories')).toBe(4)
          expect(await count('payload_migrations')).toBeGreaterThan(1)
          const names = await client.query(
            'SELECT name, COUNT(*) AS n FROM payload_migrations GROUP BY name HAVING COUNT(*) > 1',
          )
          expect(names.rows).toEqual([])
        } finally {
          await client.end()
        }
      } finally {
        await database.drop()
      }
    }, 240_000)
  })
