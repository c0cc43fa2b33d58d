// Starts the production site for the end-to-end suite on a fresh database (data/e2e.db)
// and media folder (data/e2e-media).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
for (const suffix of ['', '-wal', '-shm', '-journal']) {
  fs.rmSync(path.join(root, 'data', `e2e.db${suffix}`), { force: true })
}
// The seed uploads its pictures again into the fresh database: start from an empty folder.
fs.rmSync(path.join(root, 'data', 'e2e-media'), { recursive: true, force: true })
await import('./start.mjs')
