import { describe, expect, it } from 'vitest'

import { knownPagePaths, seoRows } from '@/features/seo/admin/known-pages'

describe('SEO Manager rows', () => {
  it('lists the listed pages of both languages, never token pages', () => {
    const paths = knownPagePaths()
    expect(paths).toContain('/fr')
    expect(paths).toContain('/en/portfolio')
    expect(paths).toContain('/fr/reservation')
    expect(paths.some((p) => p.includes('annulation') || p.includes('['))).toBe(false)
  })

  it('joins records to pages, keeps other records, and searches', () => {
    const records = [
      { id: 1, url: '/services', page_type: 'services', title: 'Nos services' },
      { id: 2, url: '/fr/blog/ia/article', page_type: 'article' },
    ]
    const rows = seoRows(['/fr/services', '/en/services', '/fr/contact'], records, '')
    expect(rows.map((r) => [r.path, r.record?.id])).toEqual([
      ['/fr/services', 1],
      ['/en/services', 1],
      ['/fr/contact', undefined],
      ['/fr/blog/ia/article', 2],
    ])
    expect(
      seoRows(['/fr/services', '/fr/contact'], records, 'SERVICES').map((r) => r.path),
    ).toEqual(['/fr/services'])
    expect(seoRows(['/fr/contact'], records, 'article').map((r) => r.path)).toEqual([
      '/fr/blog/ia/article',
    ])
  })
})
