import type { Payload } from 'payload'

import type { AdminTwoFactor } from '@/payload-types'
import { runSql } from '@/features/setup/raw-sql'

/**
 * Writes the recovery codes left after spending one, only if nobody changed the record since it
 * was read: one conditional UPDATE, so of two sign-ins giving the same code at the same moment,
 * one spends it and the other finds the record changed (PostgreSQL re-checks the condition after
 * the first writer commits; SQLite writes one at a time). Returns whether this one spent it.
 */
export async function spendRecoveryCodeOnce(
  payload: Payload,
  record: Pick<AdminTwoFactor, 'id' | 'updatedAt'>,
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
