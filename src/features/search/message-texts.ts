import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

const messages = { fr, en } as const

/** Placeholders of the texts the search reads, filled as their pages fill them. */
export type TextValues = Record<string, string | number>

/** The texts of some message keys; a key naming a group gives every text inside it. */
export type MessageTexts = (keys: readonly string[]) => string[]

/**
 * Reads the site's messages by key for the search, which lists keys of many namespaces in a
 * table: the keys are checked by the search's tests (every one gives text) instead of by type.
 */
export function messageTexts(locale: Locale, values: TextValues): MessageTexts {
  const translator = createTranslator({ locale, messages: messages[locale] })
  const t = translator as unknown as {
    (key: string, values: TextValues): string
    raw: (key: string) => unknown
  }
  const texts = (key: string): string[] => {
    const raw = t.raw(key)
    if (typeof raw === 'string') return [t(key, values)]
    if (typeof raw !== 'object' || raw === null) return []
    return Object.keys(raw).flatMap((child) => texts(`${key}.${child}`))
  }
  return (keys) => keys.flatMap(texts)
}
