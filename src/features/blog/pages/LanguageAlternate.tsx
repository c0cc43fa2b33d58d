import type { Locale } from '@/i18n/locales'

/**
 * Tells the language switch where this page lives in another language when the address is data
 * (an article and its translation have different slugs). The switch reads it from the DOM.
 */
export function LanguageAlternate({ locale, href }: { locale: Locale; href: string }) {
  return <span hidden data-language-alternate={locale} data-href={href} />
}
