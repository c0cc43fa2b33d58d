import { env } from '@/config/env'
import { site } from '@/config/site'
import type { DiagnosticInput, DiagnosticResult } from '@/features/diagnostic/compute'
import { formatEuros, formatPrice } from '@/features/pricing/format-price'
import { offerPrice } from '@/features/pricing/price-list'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

const hours = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 }).format(
    value,
  )

/** The visitor's copy of their results, in their language, signed with the settings' site name. */
export function visitorResultsEmail(result: DiagnosticResult, locale: Locale, siteName: string) {
  const t = serverTranslator(locale, 'diagnostic')
  const text = t('mail.text', {
    hoursMonth: hours(result.hoursPerMonth, locale),
    hoursWeek: hours(result.hoursPerWeek, locale),
    monthlyCost: formatEuros(result.monthlyCost, locale),
    yearlyCost: formatEuros(result.yearlyCost, locale),
    savings: formatEuros(result.yearlySavings, locale),
    service: t(`services.${result.recommendedService}`),
    // The price the result was computed with, so the e-mail and the payback agree.
    price: formatPrice(offerPrice(result.recommendedService, result.servicePrice), locale),
    payback:
      result.paybackMonths === null
        ? t('results.paybackNone')
        : t('results.paybackValue', { months: result.paybackMonths }),
    minutes: site.consultationMinutes,
    bookingUrl: `${env().SITE_URL}${localizedPath(locale, '/consultation-expertise-gratuite')}`,
    studio: siteName,
  })
  return { subject: t('mail.subject'), text }
}

/** The owner's notice of a qualified diagnostic, in French like the rest of the back office. */
export function ownerQualifiedEmail(
  diagnostic: { id: number; email: string; input: DiagnosticInput; result: DiagnosticResult },
  visitorLocale: Locale,
) {
  const t = serverTranslator('fr', 'diagnostic')
  const { input, result } = diagnostic
  const text = [
    `${diagnostic.email} (${visitorLocale.toUpperCase()})`,
    '',
    `Chiffre d’affaires mensuel : ${t(`revenue.${input.revenue}`)}`,
    `Tâches : ${input.tasks.map((task) => t(`tasks.${task}.title`)).join(', ')}`,
    `Défi principal : ${t(`challenges.${input.challenge}.title`)}`,
    '',
    `Heures perdues : ${hours(result.hoursPerWeek, 'fr')} h par semaine`,
    `Coût annuel : ${formatEuros(result.yearlyCost, 'fr')}`,
    `Économies possibles : ${formatEuros(result.yearlySavings, 'fr')} par an`,
    `Service recommandé : ${t(`services.${result.recommendedService}`)}`,
    '',
    `${env().SITE_URL}/admin/collections/diagnostics/${diagnostic.id}`,
  ].join('\n')
  return { subject: t('mail.ownerSubject', { email: diagnostic.email }), text }
}
