import { locales, type Locale } from '@/i18n/locales'

const localeLabels: Record<Locale, { fr: string; en: string }> = {
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
}

/** The site's languages as select options of the back office. */
export const localeOptions = locales.map((value) => ({ label: localeLabels[value], value }))
