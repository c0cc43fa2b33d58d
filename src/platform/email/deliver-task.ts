import type { TaskConfig } from 'payload'

import { deliverOutboxEmail, transportOf } from '@/platform/email/deliver'

export const DELIVER_EMAIL_TASK = 'deliverEmail'

/** First retry after 5 s, then 10, 20, 40 s...: about 40 minutes of attempts in all. */
export const EMAIL_RETRY = { attempts: 10, baseDelayMs: 5000 } as const

export const deliverEmailTask: TaskConfig<'deliverEmail'> = {
  slug: DELIVER_EMAIL_TASK,
  label: 'Envoi d’un e-mail de la boîte d’envoi',
  inputSchema: [{ name: 'outboxId', type: 'text', required: true }],
  retries: {
    attempts: EMAIL_RETRY.attempts,
    backoff: { type: 'exponential', delay: EMAIL_RETRY.baseDelayMs },
  },
  handler: async ({ input, req }) => {
    const send = transportOf(req.payload)
    if (!send) {
      await req.payload.update({
        collection: 'email-outbox',
        id: input.outboxId,
        data: { status: 'not_sent_no_smtp' },
        overrideAccess: true,
      })
      return { output: {} }
    }
    const sent = await deliverOutboxEmail(req.payload, input.outboxId, send)
    // Throwing hands the retry and its backoff to Payload's jobs queue.
    if (!sent) throw new Error(`E-mail ${input.outboxId} not delivered yet`)
    return { output: {} }
  },
}
