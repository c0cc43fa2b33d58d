import type { Payload } from 'payload'

import { env } from '@/config/env'
import type { ContactInput } from '@/features/contact/schema'
import { ownerAddress } from '@/platform/email/owner-address'
import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import type { Locale } from '@/i18n/locales'

export type ContactEmails = {
  ownerSubject: string
  ackSubject: string
  ackText: string
}

/**
 * Stores a validated message first, records it on the lead, then e-mails the owner and the
 * visitor through the outbox: a mail failure never loses the message (the outbox retries).
 */
export async function storeContact(
  payload: Payload,
  input: ContactInput,
  locale: Locale,
  emails: ContactEmails,
): Promise<void> {
  const contact = await payload.create({
    collection: 'contacts',
    data: {
      name: input.name,
      email: input.email,
      company: input.company,
      challenge: input.challenge,
      goals: input.goals,
      projectType: input.projectType,
      project: input.project,
      budget: input.budget,
      locale,
    },
    overrideAccess: true,
  })
  const lead = await recordLeadActivity(payload, {
    email: input.email,
    locale,
    source: 'contact',
    summary: `Message : ${input.project.slice(0, 120)}`,
    name: input.name,
    company: input.company,
    related: { collection: 'contacts', id: contact.id },
  })
  await payload.update({
    collection: 'contacts',
    id: contact.id,
    data: { lead: lead.id },
    overrideAccess: true,
  })

  const owner = await ownerAddress(payload)
  const summary = [
    `${input.name} <${input.email}>${input.company ? ` – ${input.company}` : ''}`,
    `Défi : ${input.challenge} · Objectif : ${input.goals} · Solution : ${input.projectType} · Budget : ${input.budget ?? '—'}`,
    '',
    input.project,
    '',
    `${env().SITE_URL}/admin/collections/contacts/${contact.id}`,
  ].join('\n')
  await sendEmail(payload, {
    to: owner,
    subject: emails.ownerSubject,
    locale: 'fr',
    text: summary,
    html: textToHtml(summary),
    replyTo: input.email,
  })
  await sendEmail(payload, {
    to: input.email,
    subject: emails.ackSubject,
    locale,
    text: emails.ackText,
    html: textToHtml(emails.ackText),
  })
}
