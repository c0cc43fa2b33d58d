import type { Payload, SendEmailOptions } from 'payload'

import { claimOutboxRow } from '@/platform/email/claim'
import { fromOutboxDoc } from '@/platform/email/message'

type SendFn = (message: SendEmailOptions) => Promise<unknown>

const MAX_ERROR_LENGTH = 2000

/**
 * Sends one stored message and records the outcome on its outbox row.
 * A row already marked sent is never sent again, and a row another worker is sending (its
 * claim, see claim.ts) is left to it: two instances running the same job send one e-mail.
 * False means "not delivered yet": the caller's retry will find it sent, or send it.
 */
export async function deliverOutboxEmail(
  payload: Payload,
  id: number | string,
  send: SendFn,
): Promise<boolean> {
  const doc = await payload.findByID({ collection: 'email-outbox', id, overrideAccess: true })
  if (doc.status === 'sent') return true
  const attempts = await claimOutboxRow(payload, id)
  if (attempts === null) return false
  try {
    await send(fromOutboxDoc(doc))
    await payload.update({
      collection: 'email-outbox',
      id,
      data: {
        status: 'sent',
        sentAt: new Date().toISOString(),
        lastError: null,
        claimedUntil: null,
      },
      overrideAccess: true,
    })
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.error({ outboxId: id, attempts, reason }, 'E-mail delivery failed, will retry')
    await payload.update({
      collection: 'email-outbox',
      id,
      data: { status: 'failed', lastError: reason.slice(0, MAX_ERROR_LENGTH), claimedUntil: null },
      overrideAccess: true,
    })
    return false
  }
}

const transports = new WeakMap<Payload, SendFn>()

/** The outbox adapter registers the SMTP sender here so the retry job can reach it. */
export function registerTransport(payload: Payload, send: SendFn): void {
  transports.set(payload, send)
}

export function transportOf(payload: Payload): SendFn | undefined {
  return transports.get(payload)
}
