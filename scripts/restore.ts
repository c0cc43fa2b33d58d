// `npm run restore -- <backup file> [--yes]`: puts a backup made by `npm run backup` in place of
// the SQLite database. Checks the file first (intact SQLite, this site's migrations, none newer
// than this code), refuses while the site (or anything) has the database open, and keeps the
// replaced database in backups/ (or BACKUP_DIR). Without --yes it only checks and says what it
// would do.
import fs from 'node:fs'
import path from 'node:path'

import { parseEnv } from '@/config/env'
import { RestoreError, restoreSqlite } from '@/platform/backup/restore'
import { shippedSqliteMigrations } from '@/platform/backup/shipped'
import { sqliteFileOf, UnsupportedDatabaseError } from '@/platform/backup/sqlite-file'

const root = path.resolve(import.meta.dirname, '..')
const userCwd = process.env.INIT_CWD ?? process.cwd()
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const { DATABASE_URL: url } = parseEnv({ DATABASE_URL: process.env.DATABASE_URL })
const backupDir = path.resolve(root, process.env.BACKUP_DIR || 'backups')

const args = process.argv.slice(2)
const given = args.find((arg) => !arg.startsWith('-'))
if (!given) {
  console.error('Usage: npm run restore -- <backup file> [--yes]')
  process.exit(2)
}
const backup = path.resolve(userCwd, given)

try {
  const target = sqliteFileOf(url, root)
  const result = restoreSqlite({
    backup,
    target,
    safetyCopyDir: backupDir,
    shipped: shippedSqliteMigrations(root),
    confirmed: args.includes('--yes'),
    now: new Date(),
  })
  const pending = result.pending
    ? ` ${result.pending} newer migration(s) of this code will be applied at the next start.`
    : ''
  if (!result.performed) {
    console.log(`${backup} is a valid backup (${result.migrations} migrations).${pending}`)
    console.log(`Nothing changed. To replace ${target} with it, run again with --yes.`)
    process.exit(2)
  }
  if (result.safetyCopy) console.log(`The replaced database is kept in ${result.safetyCopy}.`)
  console.log(`Restored ${backup} to ${target}.${pending} Start the site again.`)
} catch (error) {
  if (error instanceof UnsupportedDatabaseError || error instanceof RestoreError) {
    console.error(`Restore refused: ${error.message}`)
    process.exit(1)
  }
  throw error
}
