import type { SeoPage } from '@/payload-types'
import { defaultIntent, type SeoPageType } from '@/features/seo/manager/options'
import { isRobotsValue, validateCanonical } from '@/features/seo/manager/validate'

/** What an SEO record changes in a page's metadata; empty fields keep the route's defaults. */
export type SeoOverrides = {
  title?: string
  description?: string
  keywords?: string[]
  canonical?: string
  robots?: { index: boolean; follow: boolean }
  openGraph?: { title?: string; description?: string; image?: string }
  twitter?: {
    card?: 'summary' | 'summary_large_image'
    title?: string
    description?: string
    image?: string
  }
  other?: Record<string, string>
}

export type SeoRecord = Pick<
  SeoPage,
  | 'url'
  | 'page_type'
  | 'title'
  | 'meta_description'
  | 'meta_keywords'
  | 'canonical_url'
  | 'robots_meta'
> & {
  ai_optimization?: SeoPage['ai_optimization']
  social_meta?: SeoPage['social_meta']
  schema_data?: SeoPage['schema_data']
}

const text = (value: string | null | undefined) =>
  value && value.trim() ? value.trim() : undefined

const prune = <T extends object>(value: T): T | undefined =>
  Object.values(value).some((v) => v !== undefined) ? value : undefined

/**
 * Reads a stored record defensively: a field that fails the admin's own checks (an old row, a
 * direct database edit) is skipped and reported, so a broken record never breaks a page.
 */
export function seoOverrides(
  record: SeoRecord,
  absolute: (path: string) => string,
): { overrides: SeoOverrides; problems: string[] } {
  const problems: string[] = []
  const overrides: SeoOverrides = {
    title: text(record.title),
    description: text(record.meta_description),
    keywords: record.meta_keywords?.filter((k) => k.trim()).length
      ? record.meta_keywords
      : undefined,
  }
  const canonical = text(record.canonical_url)
  if (canonical && validateCanonical(canonical) === true) overrides.canonical = absolute(canonical)
  else if (canonical) problems.push(`canonical_url "${canonical}" ignored`)
  if (isRobotsValue(record.robots_meta)) {
    overrides.robots = {
      index: !record.robots_meta.startsWith('noindex'),
      follow: !record.robots_meta.endsWith('nofollow'),
    }
  } else if (record.robots_meta)
    problems.push(`robots_meta "${String(record.robots_meta)}" ignored`)
  const social = record.social_meta
  if (social?.enable_social_optimization) {
    overrides.openGraph = prune({
      title: text(social.og_title),
      description: text(social.og_description),
      image: text(social.og_image),
    })
    overrides.twitter = prune({
      card: social.twitter_card ?? undefined,
      title: text(social.twitter_title),
      description: text(social.twitter_description),
      image: text(social.twitter_image),
    })
  }
  const ai = record.ai_optimization
  if (ai?.enable_ai_optimization) {
    const other: Record<string, string> = {
      'content-intent': ai.intent ?? defaultIntent(record.page_type as SeoPageType),
    }
    if (ai.expertise_level) other['expertise-level'] = ai.expertise_level
    if (ai.topics?.length) other.topics = ai.topics.join(', ')
    if (ai.entities?.length) other.entities = ai.entities.join(', ')
    overrides.other = other
  }
  return { overrides, problems }
}
