import { describe, expect, it } from 'vitest'

import { joinToSite } from '@/features/seo/absolute-url'

const paths = [
  '/',
  '',
  '/fr',
  '/fr/',
  '/fr/blog/web/accelerer-site-core-web-vitals',
  '/en/blog/ai_tools/v1.2~draft',
  '/fr/./blog',
  '/fr/../en',
  '/fr//blog',
  '/fr/blog?page=2',
  '/fr/blog#top',
  '/fr/réalisation',
  '/fr/a b',
  '/api/media/file/photo%201.webp',
  '/fr/[slug]',
  '/.hidden',
  'relative/path',
]

describe('joinToSite', () => {
  it('writes every path as new URL does, on any site address', () => {
    for (const siteUrl of ['https://example.com', 'http://127.0.0.1:3200/', 'https://a.fr/base/']) {
      for (const path of paths) {
        expect(joinToSite(path, siteUrl), `${siteUrl} ${path}`).toBe(
          new URL(path, siteUrl).toString(),
        )
      }
    }
  })
})
