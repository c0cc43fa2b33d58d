import type { Payload } from 'payload'

import { env } from '@/config/env'
import type { AuditInput } from '@/features/audits/schema'
import { ownerAddress } from '@/platform/email/owner-address'
import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import { formatEuros } from '@/features/pricing/format-price'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * Stores a technical audit request (status "requested"), records it on the lead, then notifies
 * the owner and acknowledges the visitor in their language through the outbox.
 */
export async function storeAuditRequest(payload: Payload, input: AuditInput, locale: Locale) {
  const audit = await payload.create({
    collection: 'audits',
    data: {
      siteUrl: input.siteUrl,
      company: input.company,
      name: input.name,
      email: input.email,
      concerns: input.concerns,
      status: 'requested',
      locale,
    },
    overrideAccess: true,
  })
  const lead = await recordLeadActivity(payload, {
    email: input.email,
    locale,
    source: 'audit',
    summary: `Demande d’audit : ${input.siteUrl}`,
    name: input.name,
    company: input.company,
    related: { collection: 'audits', id: audit.id },
  })
  await payload.update({
    collection: 'audits',
    id: audit.id,
    data: { lead: lead.id },
    overrideAccess: true,
  })

  const owner = [
    `${input.name ?? ''} <${input.email}> – ${input.company}`.trim(),
    `Site : ${input.siteUrl}`,
    '',
    input.concerns,
    '',
    `${env().SITE_URL}/admin/collections/audits/${audit.id}`,
  ].join('\n')
  await sendEmail(payload, {
    to: await ownerAddress(payload),
    subject: serverTranslator('fr', 'audit')('email.ownerSubject', { site: input.siteUrl }),
    locale: 'fr',
    text: owner,
    html: textToHtml(owner),
    replyTo: input.email,
  })
  const t = serverTranslator(locale, 'audit')
  const settings = await readSiteSettings(payload)
  // The site's address is the visitor's text: it stays out of a mail to an unverified address.
  const ack = t('email.ackText', {
    price: formatEuros(settings.prices.audit.amount, locale),
    studio: settings.siteName,
  })
  await sendEmail(payload, {
    to: input.email,
    subject: t('email.ackSubject'),
    locale,
    text: ack,
    html: textToHtml(ack),
  })
  return audit
}
