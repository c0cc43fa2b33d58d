import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // Written by the language switch only: a cookie set on every page view would keep shared
  // caches (nginx, a CDN) from storing the pages.
  localeCookie: false,
  alternateLinks: false,
})
