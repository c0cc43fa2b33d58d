import type { Payload, Where } from 'payload'

import { env } from '@/config/env'

/** Every message that has not left: never sent for want of SMTP, queued, or failed so far. */
export const waitingEmails = { status: { not_equals: 'sent' } } satisfies Where

/**
 * What the dashboard says when the site has no SMTP server: the e-mails then only pile up in
 * the outbox, and the owner should know before a visitor complains. Null once SMTP is set up.
 */
export async function unsentEmailNotice(payload: Payload): Promise<{ waiting: number } | null> {
  if (env().SMTP_URL) return null
  const { totalDocs } = await payload.count({
    collection: 'email-outbox',
    where: waitingEmails,
    overrideAccess: true,
  })
  return { waiting: totalDocs }
}
