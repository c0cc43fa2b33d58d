import fs from 'node:fs'
import path from 'node:path'

import { removeDatabaseFile, removeSidecars } from '@/platform/backup/files'
import { inspectDatabase, vacuumInto } from '@/platform/backup/sqlite'
import { judgeDatabase } from '@/platform/backup/verdict'

export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

export type BackupResult = { file: string; bytes: number; migrations: number }

/**
 * Copies the live database to `target`. The copy is written beside it under a `.partial` name
 * and checked (integrity, this site's schema) before it takes its final name, so a file with
 * the final name is always a complete, verified backup, even after a crash or a full disk.
 */
export function backupSqlite(source: string, target: string, shipped: string[]): BackupResult {
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}.`)
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists.`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const partial = `${target}.partial`
  removeDatabaseFile(partial)
  try {
    vacuumInto(source, partial)
    const verdict = judgeDatabase(inspectDatabase(partial), shipped, { allowNewer: true })
    if (!verdict.ok) throw new BackupError(`The copy of ${source} is unusable: ${verdict.reason}.`)
    removeSidecars(partial)
    // Leads, e-mails and sign-in history are personal data: the owner alone reads a backup.
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, target)
    return { file: target, bytes: fs.statSync(target).size, migrations: verdict.migrations }
  } finally {
    removeDatabaseFile(partial)
  }
}
