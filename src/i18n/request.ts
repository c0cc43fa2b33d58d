import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { typesetTree } from '@/i18n/french-typography'
import { routing } from '@/i18n/routing'

const typeset = new Map<string, unknown>()

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  // French spacing is set once per process, for the pages and the islands they hand texts to.
  if (!typeset.has(locale)) {
    const loaded = (await import(`./messages/${locale}.json`)).default
    typeset.set(locale, typesetTree(loaded, locale))
  }
  const messages = typeset.get(locale) as Record<string, unknown>
  return { locale, messages, timeZone: 'Europe/Paris' }
})
