import type { Payload } from 'payload'

import { runSql } from '@/platform/setup/raw-sql'

/**
 * How long a worker holds an outbox row while it sends it. Longer than the worst SMTP exchange
 * (the transport's 10 s connection, 10 s greeting and 20 s idle timeouts), so a lease only
 * expires when its worker died: then another one may send the message again.
 */
export const CLAIM_LEASE_MS = 2 * 60_000

/**
 * Takes the right to send one outbox message, counting the attempt: one conditional UPDATE, so
 * of two instances (or two job runs) reaching the same message, one gets the row and the other
 * nothing. PostgreSQL re-checks the condition after the first writer commits; SQLite writes one
 * at a time. A message already sent, or held by a live lease, is not claimed.
 * Returns the attempt number, or null when the message is not this worker's to send.
 */
export async function claimOutboxRow(
  payload: Payload,
  id: number | string,
  now: Date = new Date(),
): Promise<number | null> {
  const until = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()
  const rows = await runSql(
    payload,
    (sql) => sql`
      UPDATE "email_outbox"
      SET "claimed_until" = ${until}, "attempts" = COALESCE("attempts", 0) + 1
      WHERE "id" = ${Number(id)}
        AND CAST("status" AS TEXT) <> 'sent'
        AND ("claimed_until" IS NULL OR "claimed_until" < ${now.toISOString()})
      RETURNING "attempts"`,
  )
  const attempts = rows[0]?.attempts
  return attempts === undefined || attempts === null ? null : Number(attempts)
}
