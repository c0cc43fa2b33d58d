import type { Payload } from 'payload'

import { ownerAddress } from '@/platform/email/owner-address'
import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { ownerQualifiedEmail, visitorResultsEmail } from '@/features/diagnostic/diagnostic-emails'
import { isQualifiedDiagnostic } from '@/features/diagnostic/qualification'
import type { StoredDiagnostic } from '@/features/diagnostic/store-diagnostic'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import { readSiteName } from '@/features/site-settings/read-site-settings'
import type { Locale } from '@/i18n/locales'

/**
 * The visitor asked for their results by e-mail: the stored diagnostic gets the address and its
 * qualification first (nothing is lost if mail fails), the lead its timeline event, then the
 * visitor their results and, for a qualified diagnostic, the owner a notice.
 */
export async function sendDiagnosticResults(
  payload: Payload,
  diagnostic: StoredDiagnostic,
  email: string,
  locale: Locale,
): Promise<{ qualified: boolean }> {
  const { id, input, result } = diagnostic
  const qualified = isQualifiedDiagnostic({ email, revenue: input.revenue, result })
  await payload.update({
    collection: 'diagnostics',
    id,
    data: { email, qualified, locale },
    overrideAccess: true,
  })
  const lead = await recordLeadActivity(payload, {
    email,
    locale,
    source: 'diagnostic',
    summary: `Diagnostic${qualified ? ' qualifié' : ''} : ${result.yearlySavings} € d’économies possibles par an`,
    related: { collection: 'diagnostics', id },
  })
  await payload.update({
    collection: 'diagnostics',
    id,
    data: { lead: lead.id },
    overrideAccess: true,
  })

  const visitor = visitorResultsEmail(result, locale, await readSiteName(payload))
  await sendEmail(payload, {
    to: email,
    subject: visitor.subject,
    locale,
    text: visitor.text,
    html: textToHtml(visitor.text),
  })
  if (qualified) {
    const owner = ownerQualifiedEmail({ id, email, input, result }, locale)
    await sendEmail(payload, {
      to: await ownerAddress(payload),
      subject: owner.subject,
      locale: 'fr',
      text: owner.text,
      html: textToHtml(owner.text),
      replyTo: email,
    })
  }
  return { qualified }
}
