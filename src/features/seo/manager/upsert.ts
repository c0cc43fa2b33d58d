import type { Payload } from 'payload'

import { pageTypeOfPath } from '@/features/seo/manager/page-type'
import { normalizeSeoUrl } from '@/features/seo/manager/validate'
import type { Locale } from '@/i18n/locales'
import type { SeoPage } from '@/payload-types'

export type SeoPageInput = Partial<Omit<SeoPage, 'id' | 'createdAt' | 'updatedAt'>> & {
  url: string
}

/**
 * Saves the record of a path whatever its state (an upsert on `url`): the row of
 * that url is updated, or created when there is none (its page type guessed from the path).
 */
export async function upsertSeoPage(
  payload: Payload,
  data: SeoPageInput,
  options: { locale?: Locale; overrideAccess?: boolean } = {},
): Promise<SeoPage> {
  const url = normalizeSeoUrl(data.url)
  const common = {
    collection: 'seo-pages' as const,
    locale: options.locale ?? 'fr',
    overrideAccess: options.overrideAccess ?? true,
    depth: 0,
  }
  const { docs } = await payload.find({
    ...common,
    where: { url: { equals: url } },
    limit: 1,
    select: { url: true },
  })
  const existing = docs[0]
  if (existing) return payload.update({ ...common, id: existing.id, data: { ...data, url } })
  return payload.create({
    ...common,
    data: { page_type: pageTypeOfPath(url), ...data, url },
  })
}
