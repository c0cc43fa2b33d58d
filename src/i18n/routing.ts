import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookieName, locales } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  localeCookie: { name: localeCookieName, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  alternateLinks: false,
})
