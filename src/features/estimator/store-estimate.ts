import type { Payload } from 'payload'

import { env } from '@/config/env'
import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { estimateProject } from '@/features/estimator/estimate'
import type { EstimateChoices } from '@/features/estimator/choices'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import { formatEuros } from '@/features/pricing/format-price'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'

/** The estimate as the visitor reads it: one price when the range is a single flat rate. */
export function priceText(estimate: { minPrice: number; maxPrice: number }, locale: Locale) {
  const t = serverTranslator(locale, 'estimator')
  const min = formatEuros(estimate.minPrice, locale)
  return estimate.minPrice === estimate.maxPrice
    ? min
    : t('result.range', { min, max: formatEuros(estimate.maxPrice, locale) })
}

/**
 * An estimate the visitor asked to receive: stored in `roi` first, put on the lead's timeline
 * (source "estimate"), then e-mailed in the visitor's language through the outbox.
 */
export async function storeEstimate(
  payload: Payload,
  choices: EstimateChoices & { email: string },
  locale: Locale,
) {
  const { prices, siteName } = await readSiteSettings(payload)
  const estimate = estimateProject(choices.projectType, choices.budget, choices.timeframe, prices)
  const roi = await payload.create({
    collection: 'roi',
    data: {
      projectType: choices.projectType,
      budget: choices.budget,
      timeframe: choices.timeframe,
      service: estimate.service,
      minPrice: estimate.minPrice,
      maxPrice: estimate.maxPrice,
      minWeeks: estimate.minWeeks,
      maxWeeks: estimate.maxWeeks,
      email: choices.email,
      locale,
    },
    overrideAccess: true,
  })
  const french = serverTranslator('fr', 'estimator')
  const lead = await recordLeadActivity(payload, {
    email: choices.email,
    locale,
    source: 'estimate',
    summary: `Estimation : ${french(`projectTypes.${choices.projectType}`)}, ${priceText(estimate, 'fr')}`,
    related: { collection: 'roi', id: roi.id },
  })
  await payload.update({
    collection: 'roi',
    id: roi.id,
    data: { lead: lead.id },
    overrideAccess: true,
  })

  const t = serverTranslator(locale, 'estimator')
  const text = t('mail.text', {
    projectType: t(`projectTypes.${choices.projectType}`),
    budget: t(`budgets.${choices.budget}`),
    timeframe: t(`timeframes.${choices.timeframe}`),
    price: priceText(estimate, locale),
    weeks: t('result.weeks', { min: estimate.minWeeks, max: estimate.maxWeeks }),
    contactUrl: `${env().SITE_URL}${localizedPath(locale, '/contact')}?projectType=${choices.projectType}&budget=${choices.budget}`,
    studio: siteName,
  })
  await sendEmail(payload, {
    to: choices.email,
    subject: t('mail.subject'),
    locale,
    text,
    html: textToHtml(text),
  })
  return { roi, estimate }
}
