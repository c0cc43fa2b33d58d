// Starts the production site for the end-to-end suite on a fresh database and media folder
// (DATABASE_URL and MEDIA_DIR from playwright.config.ts, one pair per E2E_PORT).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const database = path.resolve(root, (process.env.DATABASE_URL ?? '').replace(/^file:/, ''))
const media = path.resolve(root, process.env.MEDIA_DIR ?? '')
if (!database.startsWith(path.join(root, 'data')) || !media.startsWith(path.join(root, 'data'))) {
  throw new Error('The e2e database and media folder must live in data/')
}
for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(database + suffix, { force: true })
// The seed uploads its pictures again into the fresh database: start from an empty folder.
fs.rmSync(media, { recursive: true, force: true })
await import('./start.mjs')
