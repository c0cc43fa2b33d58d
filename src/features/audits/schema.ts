import { z } from 'zod'

import { optionalVisitorText, visitorText } from '@/platform/forms/visitor-text'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'

export type AuditMessages = {
  siteUrl: string
  company: string
  email: string
  concerns: string
  spam: string
  /** For the optional name, which has no message of its own. */
  invalidText: string
}

/** A site address as people type it: "exemple.fr" is accepted and stored as https://exemple.fr. */
const siteUrl = (message: string) =>
  visitorText(message)
    .max(300, message)
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }))

export function auditSchema(messages: AuditMessages, now: number = Date.now()) {
  return z
    .object({
      siteUrl: siteUrl(messages.siteUrl),
      company: visitorText(messages.company).min(2, messages.company).max(160, messages.company),
      name: optionalVisitorText(messages.invalidText, 120),
      email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
      concerns: visitorText(messages.concerns)
        .min(10, messages.concerns)
        .max(3000, messages.concerns),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam, now))
}

export type AuditInput = z.infer<ReturnType<typeof auditSchema>>
export type AuditField = keyof AuditInput
