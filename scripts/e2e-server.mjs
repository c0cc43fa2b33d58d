// Starts the production site for the end-to-end suite on a fresh database (data/e2e.db).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
for (const suffix of ['', '-wal', '-shm', '-journal']) {
  fs.rmSync(path.join(root, 'data', `e2e.db${suffix}`), { force: true })
}
await import('./start.mjs')
