import { createTranslator } from 'next-intl'

import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

const messages = { fr: typesetTree(fr, 'fr'), en } as const

/**
 * Translations outside a page request (e-mails sent from jobs, API endpoints, tests), where
 * next-intl's request-bound `getTranslations` is not available.
 */
export function serverTranslator<N extends keyof typeof fr>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messages[locale], namespace })
}
