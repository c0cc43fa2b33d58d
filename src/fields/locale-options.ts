import { locales, type Locale } from '@/i18n/locales'

const localeLabels: Record<Locale, string> = { fr: 'Français', en: 'Anglais' }

/** The site's languages as select options of the back office. */
export const localeOptions = locales.map((value) => ({ label: localeLabels[value], value }))
