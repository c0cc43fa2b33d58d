import type { Locale } from '@/i18n/locales'

export type Price = { amount: number; from: boolean; perHour?: boolean }

const words: Record<Locale, { from: string; perHour: string }> = {
  fr: { from: 'À partir de', perHour: '/ heure' },
  en: { from: 'From', perHour: '/ hour' },
}

/**
 * The euro sign goes after the number in French ("3 500 €") and before it
 * otherwise ("€3,500"), with each language's digit grouping. An amount with cents shows both
 * digits ("66,50 €"), as money is written.
 */
export function formatEuros(amount: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)
  return locale === 'fr' ? `${number}\u00a0€` : `€${number}`
}

export function formatPrice(price: Price, locale: Locale): string {
  const parts = [formatEuros(price.amount, locale)]
  if (price.from) parts.unshift(words[locale].from)
  if (price.perHour) parts.push(words[locale].perHour)
  return parts.join(' ')
}
