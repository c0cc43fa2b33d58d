import { randomUUID } from 'node:crypto'

import type { CollectionBeforeValidateHook } from 'payload'

import { defaultAuthor } from '@/features/blog/author'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * Fills what the owner may leave empty: a translation key for a new article (its translation
 * will share it), the studio as author, and today as the date of an article being published.
 */
export const applyArticleDefaults: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  if (!merged.translation_key) data.translation_key = randomUUID()
  const language: Locale = isLocale(merged.language) ? merged.language : 'fr'
  if (!merged.author_name) data.author_name = defaultAuthor[language].name
  if (!merged.author_bio) data.author_bio = defaultAuthor[language].bio
  if (merged.status === 'published' && !merged.published_at) {
    data.published_at = new Date().toISOString()
  }
  return data
}
