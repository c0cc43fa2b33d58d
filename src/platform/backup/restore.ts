import fs from 'node:fs'
import path from 'node:path'

import { copyOwnership, removeDatabaseFile, removeSidecars } from '@/platform/backup/files'
import { databaseInUse, inspectDatabase, vacuumInto } from '@/platform/backup/sqlite'
import { backupFileName, sidecarFiles } from '@/platform/backup/sqlite-file'
import { judgeDatabase } from '@/platform/backup/verdict'

export class RestoreError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreError'
  }
}

export type RestorePlan = {
  backup: string
  target: string
  /** The folder that receives a copy of the database being replaced. */
  safetyCopyDir: string
  shipped: string[]
  /** false: check everything, change nothing. */
  confirmed: boolean
  now: Date
}

export type RestoreResult = {
  performed: boolean
  migrations: number
  /** Migrations of this code the backup lacks: applied at the next start. */
  pending: number
  safetyCopy: string | null
}

/**
 * Puts a backup in place of the site's database. Refuses a file that is not an intact database
 * of this site (or one from a newer version), and refuses while anything has the database open:
 * replacing the file under a running site would leave it writing into the old one. The replaced
 * database is kept first, so a restore can itself be undone.
 */
export function restoreSqlite(plan: RestorePlan): RestoreResult {
  const { backup, target } = plan
  if (!fs.existsSync(backup)) throw new RestoreError(`No file at ${backup}.`)
  // Checked on a copy beside the target: the backup itself is never opened for writing, and
  // the final step is a rename within one folder.
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const staging = `${target}.restoring`
  removeDatabaseFile(staging)
  try {
    fs.copyFileSync(backup, staging)
    const verdict = judgeDatabase(inspectDatabase(staging), plan.shipped)
    if (!verdict.ok) throw new RestoreError(`${backup} cannot be restored: ${verdict.reason}.`)
    if (databaseInUse(target)) {
      throw new RestoreError(
        `${target} is open in another process (is the site running?). Stop the site, then restore.`,
      )
    }
    const result = { migrations: verdict.migrations, pending: verdict.pending }
    if (!plan.confirmed) return { performed: false, safetyCopy: null, ...result }
    const previous = fs.existsSync(target) ? fs.statSync(target) : null
    const safetyCopy = previous ? keepCurrent(target, plan.safetyCopyDir, plan.now) : null
    removeSidecars(staging)
    removeSidecars(target)
    fs.renameSync(staging, target)
    if (previous) copyOwnership(previous, target)
    return { performed: true, safetyCopy, ...result }
  } finally {
    removeDatabaseFile(staging)
  }
}

/**
 * A copy of the database about to be replaced. A damaged database (often the reason for the
 * restore) may refuse VACUUM: its files are then kept as they are.
 */
function keepCurrent(target: string, dir: string, now: Date): string {
  fs.mkdirSync(dir, { recursive: true })
  const copy = path.join(dir, backupFileName(now, 'before-restore'))
  try {
    vacuumInto(target, copy)
  } catch {
    removeDatabaseFile(copy)
    fs.copyFileSync(target, copy)
    const [wal] = sidecarFiles(target)
    if (wal && fs.existsSync(wal)) fs.copyFileSync(wal, `${copy}-wal`)
  }
  fs.chmodSync(copy, 0o600)
  return copy
}
