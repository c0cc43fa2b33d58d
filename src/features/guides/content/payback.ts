import type { Locale } from '@/i18n/locales'

/**
 * The guide's worked example: how long an AI integration takes to pay for itself, from the
 * yearly saving it brings, its price (the settings' price list) and its monthly usage cost.
 * Computed, so a new price in the back office never leaves the example's conclusion wrong.
 */
export function paybackMonths(price: number, yearlySaving: number, monthlyUsage: number): number {
  return price / (yearlySaving / 12 - monthlyUsage)
}

/** "un peu plus de 3 mois" / "just over 3 months": the duration as the example words it. */
export function paybackWords(months: number, locale: Locale): string {
  const whole = Math.floor(months)
  const rest = months - whole
  const unit = (count: number) =>
    locale === 'fr' ? `${count} mois` : `${count} ${count === 1 ? 'month' : 'months'}`
  if (rest < 0.05) return unit(whole)
  if (rest < 0.5) return `${locale === 'fr' ? 'un peu plus de' : 'just over'} ${unit(whole)}`
  return `${locale === 'fr' ? 'un peu moins de' : 'just under'} ${unit(whole + 1)}`
}
