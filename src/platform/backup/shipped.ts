import fs from 'node:fs'
import path from 'node:path'

const MIGRATION_FILE = /^(\d{8}_\d{6}_[\w-]+)\.ts$/

/** Migration names from a folder's file names, oldest first (their names start with the date). */
export function migrationNames(fileNames: string[]): string[] {
  return fileNames.flatMap((name) => MIGRATION_FILE.exec(name)?.[1] ?? []).sort()
}

/**
 * The SQLite migrations this code ships, read from their folder as Payload's own migration
 * commands do. Importing `src/migrations/sqlite` instead would load the database adapter and
 * its tool chain, seconds of start-up for a script that only needs the names.
 */
export function shippedSqliteMigrations(root: string): string[] {
  return migrationNames(fs.readdirSync(path.join(root, 'src', 'migrations', 'sqlite')))
}
