import { convert } from 'html-to-text'
import type { SendEmailOptions } from 'payload'

import type { EmailStatus } from '@/collections/EmailOutbox/config'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { EmailOutbox } from '@/payload-types'
import { emailDocument } from '@/platform/email/email-document'

/** Header that carries the message language from `sendEmail` to the outbox row. */
export const LOCALE_HEADER = 'Content-Language'

type StoredAttachment = { filename: string; contentType?: string | null; content?: string | null }

function addressList(value: SendEmailOptions['to']): string {
  if (!value) return ''
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

function localeOf(message: SendEmailOptions): Locale {
  const headers = message.headers
  const raw =
    headers && !Array.isArray(headers) && typeof headers === 'object'
      ? (headers as Record<string, unknown>)[LOCALE_HEADER]
      : undefined
  return isLocale(raw) ? raw : defaultLocale
}

/** Headers kept with the message (the language travels in its own column). */
function extraHeaders(message: SendEmailOptions): Record<string, string> | null {
  const headers = message.headers
  if (!headers || Array.isArray(headers) || typeof headers !== 'object') return null
  const kept = Object.entries(headers as Record<string, unknown>).filter(
    ([name, value]) => name !== LOCALE_HEADER && typeof value === 'string',
  ) as [string, string][]
  return kept.length ? Object.fromEntries(kept) : null
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  )
}

function storedAttachments(message: SendEmailOptions): StoredAttachment[] {
  return (message.attachments ?? []).map((attachment, index) => {
    const content = attachment.content
    const encoded =
      typeof content === 'string'
        ? Buffer.from(content).toString('base64')
        : content instanceof Buffer
          ? content.toString('base64')
          : null
    return {
      filename: attachment.filename ? String(attachment.filename) : `piece-jointe-${index + 1}`,
      contentType: attachment.contentType ?? null,
      content: encoded,
    }
  })
}

/**
 * The message's text part: its own, or one made from its HTML for the messages that come with
 * HTML only (Payload's password reset). Mail clients without HTML, and the outbox, read it; the
 * links stay readable as their addresses.
 */
function textPart(message: SendEmailOptions): string | null {
  if (typeof message.text === 'string') return message.text
  if (typeof message.html !== 'string') return null
  return convert(message.html, {
    wordwrap: 78,
    selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
  })
}

export function toOutboxData(message: SendEmailOptions, status: EmailStatus) {
  const locale = localeOf(message)
  const subject = message.subject ?? ''
  return {
    to: addressList(message.to),
    subject,
    locale,
    status,
    attempts: 0,
    replyTo: message.replyTo ? addressList(message.replyTo) : null,
    headers: extraHeaders(message),
    text: textPart(message),
    html: typeof message.html === 'string' ? emailDocument(message.html, locale, subject) : null,
    attachments: storedAttachments(message),
  }
}

export function fromOutboxDoc(doc: EmailOutbox): SendEmailOptions {
  return {
    to: doc.to,
    subject: doc.subject,
    text: doc.text ?? undefined,
    html: doc.html ?? undefined,
    replyTo: doc.replyTo ?? undefined,
    headers: { ...(isStringRecord(doc.headers) ? doc.headers : {}), [LOCALE_HEADER]: doc.locale },
    attachments: (doc.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType ?? undefined,
      content: attachment.content ? Buffer.from(attachment.content, 'base64') : undefined,
    })),
  }
}
