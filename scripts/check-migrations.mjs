// Proves the committed migrations match the collections: asks Payload to generate a migration
// and fails if it finds any schema change that no migration covers.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const kind = process.argv[2]
if (kind !== 'sqlite' && kind !== 'postgres') {
  console.error('Usage: node scripts/check-migrations.mjs sqlite|postgres')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const dir = path.join(root, 'src', 'migrations', kind)
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-check-'))
const databaseUrl =
  kind === 'sqlite'
    ? `file:${path.join(scratch, 'check.db')}`
    : (process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test')

const before = new Set(fs.readdirSync(dir))
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'payload'),
  ['migrate:create', 'schema_check', '--skip-empty'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  },
)
fs.rmSync(scratch, { recursive: true, force: true })
const created = fs.readdirSync(dir).filter((file) => !before.has(file))
if (created.length > 0) {
  for (const file of created) fs.rmSync(path.join(dir, file))
  spawnSync('git', ['checkout', '--', path.join(dir, 'index.ts')], { cwd: root })
  console.error(
    `The ${kind} migrations are behind the collections. Run:\n  DATABASE_URL=${kind === 'sqlite' ? 'file:./data/tmp.db' : 'postgres://...'} npx payload migrate:create <name>`,
  )
  process.exit(1)
}
if (result.status !== 0) {
  console.error(result.stdout, result.stderr)
  process.exit(result.status ?? 1)
}
console.log(`${kind} migrations are in step with the collections.`)
