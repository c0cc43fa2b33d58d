import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookie, locales } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  localeCookie,
  alternateLinks: false,
})
