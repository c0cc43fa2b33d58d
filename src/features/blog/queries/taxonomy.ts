import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import type { ContextualCta } from '@/features/blog/article-view'
import type { CtaServiceType } from '@/features/blog/content/cta-options'
import { typeset } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

export type CategoryView = {
  id: number
  slug: string
  name: Record<Locale, string>
  description: Record<Locale, string>
  color: string
}

export type TagView = { id: number; slug: string; name: string }

/** Active categories (`is_active` true), ordered by name. */
export const blogCategories = unstable_cache(
  async (): Promise<CategoryView[]> => {
    const payload = await getPayload({ config: configPromise })
    const { docs } = await payload.find({
      collection: 'blog-categories',
      where: { is_active: { equals: true } },
      sort: 'name',
      pagination: false,
    })
    return docs.map((doc) => ({
      id: doc.id,
      slug: doc.slug,
      name: { fr: doc.name_fr, en: doc.name_en },
      description: { fr: typeset(doc.description_fr ?? '', 'fr'), en: doc.description_en ?? '' },
      color: doc.color,
    }))
  },
  ['blog-categories'],
  { tags: [BLOG_TAG] },
)

export const blogTags = unstable_cache(
  async (locale: Locale): Promise<TagView[]> => {
    const payload = await getPayload({ config: configPromise })
    const { docs } = await payload.find({
      collection: 'blog-tags',
      locale,
      sort: 'name',
      pagination: false,
    })
    return docs.map((doc) => ({ id: doc.id, slug: doc.slug, name: doc.name }))
  },
  ['blog-tags'],
  { tags: [BLOG_TAG] },
)

/** The one active card of a service type in a language, or none. */
export const contextualCta = unstable_cache(
  async (serviceType: CtaServiceType, locale: Locale): Promise<ContextualCta | null> => {
    const payload = await getPayload({ config: configPromise })
    const { docs } = await payload.find({
      collection: 'contextual-ctas',
      where: {
        and: [
          { service_type: { equals: serviceType } },
          { language: { equals: locale } },
          { is_active: { equals: true } },
        ],
      },
      sort: '-updatedAt',
      limit: 1,
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      serviceType: doc.service_type,
      icon: doc.icon,
      title: typeset(doc.title, locale),
      description: typeset(doc.description, locale),
      buttonText: typeset(doc.button_text, locale),
      href: doc.href,
    }
  },
  ['blog-contextual-cta'],
  { tags: [BLOG_TAG] },
)
