import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'

import { pickRecord, seoCandidates } from '@/features/seo/manager/candidates'
import { SEO_CACHE_TAG } from '@/features/seo/manager/cache-tag'
import type { SeoRecord } from '@/features/seo/manager/overrides'
import type { Locale } from '@/i18n/locales'

const recordFields = {
  url: true,
  page_type: true,
  title: true,
  meta_description: true,
  meta_keywords: true,
  canonical_url: true,
  robots_meta: true,
  ai_optimization: true,
  social_meta: true,
  schema_data: true,
} as const

/** Every active record in one language's texts, keyed by path (a few dozen rows at most). */
export async function readActiveSeoRecords(
  payload: Payload,
  locale: Locale,
): Promise<Map<string, SeoRecord>> {
  const { docs } = await payload.find({
    collection: 'seo-pages',
    where: { is_active: { equals: true } },
    locale,
    fallbackLocale: false,
    select: recordFields,
    depth: 0,
    limit: 2000,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.url, doc as SeoRecord]))
}

// Entries as arrays: the cache serializes its results to JSON.
const cachedRecords = unstable_cache(
  async (locale: Locale) => {
    const payload = await getPayload({ config: configPromise })
    return [...(await readActiveSeoRecords(payload, locale)).entries()]
  },
  ['seo-active-records'],
  { tags: [SEO_CACHE_TAG], revalidate: 300 },
)

/** The active record that applies to a public path, if any (candidates best first). */
export async function findSeoRecord(path: string, locale: Locale): Promise<SeoRecord | undefined> {
  const records = new Map(await cachedRecords(locale))
  return pickRecord(seoCandidates(path, locale), records)
}

/** The active records (French texts) keyed by path, for code that checks many paths at once. */
export async function activeSeoRecords(): Promise<Map<string, SeoRecord>> {
  return new Map(await cachedRecords('fr'))
}
