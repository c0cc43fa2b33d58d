'use client'

import { useTranslation } from '@payloadcms/ui'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

// The keys Payload's date picker registers its locales under ("enUS" for English).
registerLocale('fr', fr)
registerLocale('enUS', enUS)

/**
 * Payload's date picker formats its input with react-datepicker's default locale, which it sets
 * in an effect once the admin language's date-fns locale has loaded: a record opened before
 * that showed "November 27th, 2026 at 4:15 PM" on a French screen until something redrew the
 * field. Both locales are bundled here and the default is set while rendering, before any
 * picker below draws its value. Setting a global on every render is harmless: it only ever
 * takes the current language.
 */
export function DatePickerLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  setDefaultLocale(i18n.language === 'fr' ? 'fr' : 'enUS')
  return children
}
