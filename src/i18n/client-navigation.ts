'use client'

import { useParams } from 'next/navigation'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/**
 * The client hooks of the shell's islands, without next-intl's client module (which brings its
 * message runtime): the language is the `[locale]` segment of the address.
 */
export function useRouteLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>()
  return isLocale(locale) ? locale : defaultLocale
}
