import type { Payload } from 'payload'

import { LOCALE_HEADER } from '@/platform/email/message'
import type { Locale } from '@/i18n/locales'

export type OutgoingEmail = {
  to: string
  subject: string
  locale: Locale
  text: string
  html: string
  replyTo?: string
  /** Extra headers, for example List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[]
}

/** `failed`: SMTP is set up but refused the message for now; the jobs queue retries it. */
export type EmailOutcome = { failed: boolean }

/**
 * The one function features call to send e-mail. The message goes through Payload's adapter,
 * which stores it in the outbox before any delivery attempt.
 */
export async function sendEmail(payload: Payload, email: OutgoingEmail): Promise<EmailOutcome> {
  const result: unknown = await payload.sendEmail({
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    replyTo: email.replyTo,
    headers: { ...email.headers, [LOCALE_HEADER]: email.locale },
    attachments: email.attachments,
  })
  const retrying =
    typeof result === 'object' && result !== null && 'retrying' in result && result.retrying
  return { failed: retrying === true }
}
