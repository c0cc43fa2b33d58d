import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { DELIVER_EMAIL_TASK } from '@/platform/email/deliver-task'
import { deliverOutboxEmail, registerTransport } from '@/platform/email/deliver'
import { toOutboxData } from '@/platform/email/message'

type Options = { smtpUrl?: string; fromAddress: string; fromName: string }

/**
 * Payload's e-mail adapter for the whole site (Payload's own auth e-mails included): the message
 * is stored in `email-outbox` first, then handed to Payload's nodemailer adapter. A failed send
 * is queued for the jobs queue, which retries with backoff.
 */
export async function outboxEmailAdapter(options: Options): Promise<EmailAdapter> {
  const smtp = options.smtpUrl
    ? await nodemailerAdapter({
        defaultFromAddress: options.fromAddress,
        defaultFromName: options.fromName,
        transport: nodemailer.createTransport(withTimeouts(options.smtpUrl)),
        skipVerify: true,
      })
    : null

  return ({ payload }) => {
    const transport = smtp ? smtp({ payload }) : null
    if (transport) registerTransport(payload, transport.sendEmail)
    return {
      name: 'outbox',
      defaultFromAddress: options.fromAddress,
      defaultFromName: options.fromName,
      sendEmail: async (message: SendEmailOptions) => {
        const doc = await payload.create({
          collection: 'email-outbox',
          data: toOutboxData(message, transport ? 'queued' : 'not_sent_no_smtp'),
          overrideAccess: true,
        })
        if (!transport) {
          payload.logger.warn(
            { outboxId: doc.id },
            'E-mail stored in the outbox, not sent: no SMTP configured (SMTP_URL)',
          )
          return { stored: doc.id, sent: false, retrying: false }
        }
        const sent = await deliverOutboxEmail(payload, doc.id, transport.sendEmail)
        if (!sent) await queueRetry(payload, doc.id)
        return { stored: doc.id, sent, retrying: !sent }
      },
    }
  }
}

async function queueRetry(payload: Payload, id: number | string): Promise<void> {
  await payload.jobs.queue({ task: DELIVER_EMAIL_TASK, input: { outboxId: String(id) } })
}

/** A dead SMTP server must not hold a visitor's request for nodemailer's default two minutes. */
const SMTP_TIMEOUTS = {
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '20000',
}

export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  }
  return url.toString()
}
