import type { Payload } from 'payload'

import type { AdminTwoFactor } from '@/payload-types'
import { runSql } from '@/platform/setup/raw-sql'

/**
 * Second-step codes are single-use: a recovery code, and an authenticator code (its time step).
 * Each is spent by one conditional UPDATE that only applies if nobody changed the record since it
 * was read, so of two sign-ins giving the same code at the same moment (a code read over a
 * shoulder, replayed while the owner types it), one spends it and the other finds the record
 * changed. PostgreSQL re-checks the condition after the first writer commits; SQLite writes one
 * at a time. Each returns whether this caller spent the code.
 */
type ReadRecord = Pick<AdminTwoFactor, 'id' | 'updatedAt'>

export async function spendRecoveryCodeOnce(
  payload: Payload,
  record: ReadRecord,
  left: string[],
): Promise<boolean> {
  const rows = await runSql(
    payload,
    (sql) => sql`
      UPDATE "admin_two_factor"
      SET "recovery_hashes" = ${JSON.stringify(left)}, "failed_attempts" = 0,
        "updated_at" = ${new Date().toISOString()}
      WHERE "id" = ${Number(record.id)} AND "updated_at" = ${record.updatedAt}
      RETURNING "id"`,
  )
  return rows.length === 1
}

export async function spendTotpStepOnce(
  payload: Payload,
  record: ReadRecord,
  step: number,
): Promise<boolean> {
  const rows = await runSql(
    payload,
    (sql) => sql`
      UPDATE "admin_two_factor"
      SET "last_step" = ${step}, "failed_attempts" = 0, "updated_at" = ${new Date().toISOString()}
      WHERE "id" = ${Number(record.id)} AND "updated_at" = ${record.updatedAt}
      RETURNING "id"`,
  )
  return rows.length === 1
}
