import { describe, expect, it } from 'vitest'

import type { SeoRecord } from '@/features/seo/manager/overrides'
import { withoutNoindex } from '@/features/seo/sitemap/noindex'

const url = (path: string) => ({ loc: `https://site.example${path}` })
const record = (path: string, robots: SeoRecord['robots_meta']): [string, SeoRecord] => [
  path,
  { url: path, page_type: 'other', robots_meta: robots },
]

describe('withoutNoindex', () => {
  it('drops pages whose applying record says noindex, in the languages it covers', () => {
    const records = new Map([
      record('/contact', 'noindex, follow'),
      record('/fr/blog', 'noindex, nofollow'),
    ])
    const kept = withoutNoindex(
      ['/fr/contact', '/en/contact', '/fr/blog', '/en/blog', '/fr/services'].map(url),
      records,
    )
    expect(kept.map((u) => new URL(u.loc).pathname)).toEqual(['/en/blog', '/fr/services'])
  })

  it('lets a more specific record put a page back', () => {
    const records = new Map([
      record('/contact', 'noindex, follow'),
      record('/fr/contact', 'index, follow'),
    ])
    expect(withoutNoindex([url('/fr/contact'), url('/en/contact')], records)).toEqual([
      url('/fr/contact'),
    ])
  })

  it('treats the language home like the site root', () => {
    const records = new Map([record('/', 'noindex, follow')])
    expect(withoutNoindex([url('/fr'), url('/en/contact')], records)).toEqual([url('/en/contact')])
  })
})
