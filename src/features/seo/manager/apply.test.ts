import type { Metadata } from 'next'
import { describe, expect, it } from 'vitest'

import { applySeoOverrides } from '@/features/seo/manager/apply'
import { seoOverrides, type SeoRecord } from '@/features/seo/manager/overrides'

const absolute = (path: string) => new URL(path, 'https://site.example').toString()

const base: Metadata = {
  title: 'Services',
  description: 'Route default description',
  alternates: {
    canonical: 'https://site.example/fr/services',
    languages: { en: 'https://site.example/en/services' },
  },
  openGraph: {
    title: 'Services',
    description: 'Route default description',
    images: [{ url: '/og/default.png' }],
  },
  twitter: { card: 'summary_large_image', title: 'Services' },
}

const record = (fields: Partial<SeoRecord>): SeoRecord => ({
  url: '/fr/services',
  page_type: 'services',
  ...fields,
})

const merge = (fields: Partial<SeoRecord>) => {
  const { overrides, problems } = seoOverrides(record(fields), absolute)
  return { metadata: applySeoOverrides(base, overrides), problems }
}

describe('metadata merge: route defaults, then the SEO record', () => {
  it('keeps every default when the record is empty', () => {
    const { metadata, problems } = merge({ title: ' ', meta_description: null })
    expect(metadata.title).toBe('Services')
    expect(metadata.description).toBe('Route default description')
    expect(metadata.alternates?.canonical).toBe('https://site.example/fr/services')
    expect(metadata.robots).toBeUndefined()
    expect(problems).toEqual([])
  })

  it('uses the record title as the whole title, and its description, keywords and robots', () => {
    const { metadata } = merge({
      title: 'Développeur web à Lyon',
      meta_description: 'Des applications web rapides.',
      meta_keywords: ['pwa', 'ia'],
      robots_meta: 'noindex, follow',
    })
    expect(metadata.title).toEqual({ absolute: 'Développeur web à Lyon' })
    expect(metadata.description).toBe('Des applications web rapides.')
    expect(metadata.keywords).toEqual(['pwa', 'ia'])
    expect(metadata.robots).toEqual({ index: false, follow: true })
    expect(metadata.openGraph?.title).toBe('Développeur web à Lyon')
    expect(metadata.alternates?.languages).toEqual({ en: 'https://site.example/en/services' })
  })

  it('resolves a relative canonical and ignores a broken one', () => {
    expect(merge({ canonical_url: '/fr/offres' }).metadata.alternates?.canonical).toBe(
      'https://site.example/fr/offres',
    )
    const broken = merge({ canonical_url: 'javascript:alert(1)', robots_meta: 'all' as never })
    expect(broken.metadata.alternates?.canonical).toBe('https://site.example/fr/services')
    expect(broken.metadata.robots).toBeUndefined()
    expect(broken.problems).toHaveLength(2)
  })

  it('applies social texts and images only when social optimization is on', () => {
    const social = {
      og_title: 'Titre partagé',
      og_image: 'https://cdn.example/share.jpg',
      twitter_card: 'summary' as const,
    }
    expect(merge({ social_meta: social }).metadata.openGraph?.title).toBe('Services')
    const { metadata } = merge({ social_meta: { ...social, enable_social_optimization: true } })
    expect(metadata.openGraph?.title).toBe('Titre partagé')
    expect(metadata.openGraph?.images).toEqual([{ url: 'https://cdn.example/share.jpg' }])
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'Titre partagé' })
    expect(metadata.twitter?.images).toEqual([{ url: 'https://cdn.example/share.jpg' }])
  })

  it('publishes the AI optimization hints with the default intent', () => {
    const { metadata } = merge({
      page_type: 'contact',
      ai_optimization: { enable_ai_optimization: true, topics: ['PWA', 'IA'] },
    })
    expect(metadata.other).toEqual({ 'content-intent': 'transactional', topics: 'PWA, IA' })
  })
})
