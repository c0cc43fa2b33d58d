import { describe, expect, it } from 'vitest'

import { escapeXml, sitemapIndexXml, urlsetXml } from '@/features/seo/sitemap/xml'

describe('sitemap XML', () => {
  it('escapes every value', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;')
    const xml = urlsetXml([
      {
        loc: 'https://site.example/fr/blog?x=1&y=2',
        images: [{ loc: 'https://site.example/i.png', caption: 'Tom & Jerry <3' }],
      },
    ])
    expect(xml).toContain('<loc>https://site.example/fr/blog?x=1&amp;y=2</loc>')
    expect(xml).toContain('<image:caption>Tom &amp; Jerry &lt;3</image:caption>')
  })

  it('writes alternates, lastmod and images of a URL', () => {
    const xml = urlsetXml([
      {
        loc: 'https://site.example/fr/contact',
        lastmod: '2026-11-20T10:00:00.000Z',
        alternates: [
          { hreflang: 'fr', href: 'https://site.example/fr/contact' },
          { hreflang: 'x-default', href: 'https://site.example/' },
        ],
      },
    ])
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/"/>',
    )
    expect(xml).not.toContain('<image:image>')
  })

  it('lists the files of an index', () => {
    const xml = sitemapIndexXml([{ loc: 'https://site.example/sitemap-pages.xml' }])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>https://site.example/sitemap-pages.xml</loc>')
  })
})
