import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Runs the start-up preparation `npm start` runs, as a separate process. */
function prepare(env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = { ...process.env, ...env }
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'payload'),
    ['run', 'scripts/prepare-db.ts'],
    { cwd: root, encoding: 'utf8', env: merged as NodeJS.ProcessEnv, timeout: 60_000 },
  )
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

const strongSecret = 'integration-secret-0123456789abcdefghijkl'

describe('start-up', () => {
  it('refuses to start in production without a secret and names the variable', () => {
    const result = prepare({ NODE_ENV: 'production', PAYLOAD_SECRET: undefined })
    expect(result.status).toBe(1)
    expect(result.output).toContain('PAYLOAD_SECRET')
  })

  it('fails fast with a clear message when the database cannot be reached', () => {
    const result = prepare({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: strongSecret,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
    })
    expect(result.status).toBe(1)
    expect(result.output).toContain('Cannot start: the database is unavailable or broken')
  })

  it('creates, migrates and seeds a new SQLite database, and a second start keeps its data', async () => {
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
      const first = prepare(env)
      expect(first.status).toBe(0)
      expect(first.output).toContain('Created the first admin account (ADMIN_EMAIL)')
      // Logs are JSON lines and never print the owner's address or password.
      expect(first.output).not.toContain('owner@example.com')
      expect(first.output).not.toContain('first-start-password')
      const logLines = first.output.split('\n').filter((line) => line.startsWith('{'))
      expect(logLines.length).toBeGreaterThan(0)
      for (const line of logLines) expect(JSON.parse(line)).toHaveProperty('level')
      const second = prepare({ ...env, ADMIN_EMAIL: 'intruder@example.com' })
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
  })
})
