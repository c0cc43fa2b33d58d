import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import v8 from 'node:v8'
import vm from 'node:vm'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { shippedSqliteMigrations } from '@/platform/backup/shipped'
import { migrations } from '@/migrations/sqlite'

import { copyDatabase, testDatabaseKind } from './support/test-database'
import { closeConnections, startPayload, type TestContext } from './support/test-payload'

const root = path.resolve(import.meta.dirname, '..', '..')
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backups-'))

/** `npm run backup` / `npm run restore` as a separate process, as an operator runs them. */
async function run(script: 'backup' | 'restore', args: string[], databaseUrl: string) {
  const env = { ...process.env, DATABASE_URL: databaseUrl, BACKUP_DIR: folder, INIT_CWD: root }
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [tsx, `scripts/${script}.ts`, ...args],
      { cwd: root, env, timeout: 60_000 },
    )
    return { code: 0, output: `${stdout}\n${stderr}` }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, output: `${failed.stdout}\n${failed.stderr}` }
  }
}

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

/**
 * libsql never closes the connection of a finished transaction: it closes when collected. A
 * stopped site's process is gone with its connections; this process collects them instead.
 */
async function collectClosedConnections(): Promise<void> {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  for (let round = 0; round < 3; round += 1) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

it('reads the same migration names from the folder as the app runs from the index', () => {
  expect(shippedSqliteMigrations(root)).toEqual(migrations.map((migration) => migration.name))
})

// Each check below runs the scripts as separate processes, a second or more each: those that
// share no file run side by side.
describe.concurrent('npm run backup with PostgreSQL', () => {
  it('backs nothing up and says to use pg_dump, with a failing exit code', async ({ expect }) => {
    const result = await run('backup', [], 'postgres://site:secret-password@db.internal/site')
    expect(result.code).toBe(2)
    expect(result.output).toContain('Nothing was backed up: DATABASE_URL is PostgreSQL')
    expect(result.output).toContain('pg_dump --format=custom')
    expect(result.output).not.toContain('secret-password')
  }, 60_000)
})

// A SQLite file to copy exists in the SQLite run only (the PostgreSQL run checks the message
// above); listed there alone instead of showing as skipped in the other run.
if (testDatabaseKind === 'sqlite')
  describe.concurrent('SQLite backup and restore', () => {
    let ctx: TestContext
    let connected = true
    const original = 'backup-original@example.com'

    beforeAll(async () => {
      ctx = await startPayload()
    }, 120_000)

    afterAll(async () => {
      if (connected) await ctx?.close()
      else await ctx?.database.drop()
    })

    const lead = (email: string, notes: string) =>
      ctx.payload.create({
        collection: 'leads',
        data: { email, source: 'contact', locale: 'fr', status: 'new', notes },
        overrideAccess: true,
      })

    it('round-trips: backup while the site writes, change, restore, the backed-up data is back', async ({
      expect,
    }) => {
      const kept = await lead(original, 'Before the backup')
      const file = path.join(folder, 'round-trip.db')
      // The site keeps writing while the copy is made; the copy is one consistent snapshot.
      const writes = (async () => {
        for (let i = 0; i < 20; i += 1) await lead(`during-${i}@example.com`, 'During')
      })()
      const backup = await run('backup', [file], ctx.database.url)
      await writes
      expect(backup.code, backup.output).toBe(0)
      expect(backup.output).toContain(`Backup written: ${file}`)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      expect(fs.existsSync(`${file}.partial`)).toBe(false)

      // The site goes on changing the data, and a restore meanwhile is refused.
      const [live] = await Promise.all([
        run('restore', [file, '--yes'], ctx.database.url),
        (async () => {
          await ctx.payload.update({
            collection: 'leads',
            id: kept.id,
            data: { notes: 'Changed after the backup' },
            overrideAccess: true,
          })
          await lead('backup-later@example.com', 'After the backup')
        })(),
      ])
      expect(live.code).toBe(1)
      expect(live.output).toContain('is open in another process (is the site running?)')

      await ctx.payload.destroy()
      await closeConnections(ctx.payload)
      connected = false
      await collectClosedConnections()

      const dryRun = await run('restore', [file], ctx.database.url)
      expect(dryRun.code, dryRun.output).toBe(2)
      expect(dryRun.output).toContain('is a valid backup')
      expect(dryRun.output).toContain('Nothing changed')

      const restored = await run('restore', [file, '--yes'], ctx.database.url)
      expect(restored.code, restored.output).toBe(0)
      expect(restored.output).toContain('The replaced database is kept in')
      expect(fs.readdirSync(folder).some((name) => name.startsWith('before-restore-'))).toBe(true)

      // The site starts on the restored file and finds the data as it was at the backup.
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      const payload = await getPayload({ config, key: `${ctx.database.url}#restored` })
      try {
        const { docs } = await payload.find({
          collection: 'leads',
          where: { email: { in: [original, 'backup-later@example.com'] } },
          overrideAccess: true,
        })
        expect(docs.map((doc) => [doc.email, doc.notes])).toEqual([[original, 'Before the backup']])
      } finally {
        await payload.destroy()
        await closeConnections(payload)
      }
    }, 240_000)

    it('refuses a file that is not a database of this site, and leaves the database alone', async ({
      expect,
    }) => {
      // A database of its own: the round trip replaces the site's meanwhile.
      const database = await copyDatabase(inject('templateDatabaseUrl'))
      const file = database.url.replace(/^file:/, '')
      try {
        const notes = path.join(folder, 'notes.db')
        fs.writeFileSync(notes, 'not a database at all')
        const before = fs.statSync(file).mtimeMs
        const refused = await run('restore', [notes, '--yes'], database.url)
        expect(refused.code).toBe(1)
        expect(refused.output).toContain('cannot be restored: not an SQLite database')
        expect(fs.statSync(file).mtimeMs).toBe(before)
      } finally {
        await database.drop()
      }
    })
  })
