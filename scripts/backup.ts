// `npm run backup [-- <file or folder>]`: a consistent copy of the SQLite database while the site
// runs, by default to backups/site-<UTC date>.db (BACKUP_DIR names another folder). With
// PostgreSQL it says how to use pg_dump instead and exits with 2, so a cron job notices rather
// than believing it has a backup.
import fs from 'node:fs'
import path from 'node:path'

import { parseEnv } from '@/config/env'
import { BackupError, backupSqlite } from '@/platform/backup/backup'
import { shippedSqliteMigrations } from '@/platform/backup/shipped'
import { backupTarget, sqliteFileOf, UnsupportedDatabaseError } from '@/platform/backup/sqlite-file'

const root = path.resolve(import.meta.dirname, '..')
// npm runs scripts from the project folder; a path the user typed is relative to where they were.
const userCwd = process.env.INIT_CWD ?? process.cwd()
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const { DATABASE_URL: url } = parseEnv({ DATABASE_URL: process.env.DATABASE_URL })
const backupDir = path.resolve(root, process.env.BACKUP_DIR || 'backups')

const given = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
const now = new Date()
const target = backupTarget(
  given && path.resolve(userCwd, given),
  (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isDirectory(),
  backupDir,
  now,
)

try {
  const source = sqliteFileOf(url, root)
  const result = backupSqlite(source, target, shippedSqliteMigrations(root))
  const size = (result.bytes / 1024 / 1024).toFixed(1)
  console.log(`Backup written: ${result.file} (${size} MB, ${result.migrations} migrations).`)
  console.log(
    'Uploaded media are not inside it: copy the MEDIA_DIR folder too (docs/DEPLOYMENT.md).',
  )
} catch (error) {
  if (error instanceof UnsupportedDatabaseError && /PostgreSQL/.test(error.message)) {
    const dump = target.replace(/\.db$/, '.dump')
    console.error(
      [
        'Nothing was backed up: DATABASE_URL is PostgreSQL, and `npm run backup` copies SQLite only.',
        'Back up PostgreSQL with its own tools (docs/DEPLOYMENT.md, "Backups"), for example:',
        `  pg_dump --format=custom --file=${dump} "$DATABASE_URL"`,
        'and restore with:',
        `  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${dump}`,
      ].join('\n'),
    )
    process.exit(2)
  }
  if (error instanceof UnsupportedDatabaseError || error instanceof BackupError) {
    console.error(`Backup failed: ${error.message}`)
    process.exit(1)
  }
  throw error
}
