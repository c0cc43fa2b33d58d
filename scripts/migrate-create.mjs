// `npm run migrate:create -- <name>`: one new migration per database after a collection change.
// SQLite needs no server; PostgreSQL uses TEST_POSTGRES_URL (default: the local test server).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
const targets = {
  sqlite: `file:${path.join(scratch, 'schema.db')}`,
  postgres: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
}
let status = 0
for (const [kind, url] of Object.entries(targets)) {
  console.log(`\n${kind}:`)
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'payload'),
    ['migrate:create', name, '--skip-empty'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'development' },
    },
  )
  status ||= result.status ?? 1
}
fs.rmSync(scratch, { recursive: true, force: true })
process.exit(status)
