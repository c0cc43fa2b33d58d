import { describe, expect, it } from 'vitest'

import { pageLinkTarget } from '@/features/route-prefetch/link-target'

const here = 'https://example.com/fr/services?x=1#top'
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: '',
  download: false,
  ...extra,
})

describe('pageLinkTarget', () => {
  it('gives the address of another page of the site', () => {
    expect(pageLinkTarget(link('/fr/contact?projectType=pwa'), here)?.href).toBe(
      'https://example.com/fr/contact?projectType=pwa',
    )
    expect(pageLinkTarget(link('https://example.com/en'), here)?.pathname).toBe('/en')
  })

  it('ignores anchors of the current page, even with another query', () => {
    expect(pageLinkTarget(link('#pricing'), here)).toBeNull()
    expect(pageLinkTarget(link('/fr/services#faq'), here)).toBeNull()
    expect(pageLinkTarget(link('/fr/services?y=2'), here)).toBeNull()
  })

  it('ignores other sites, new tabs, downloads, the back office and the API', () => {
    expect(pageLinkTarget(link('https://other.example/fr'), here)).toBeNull()
    expect(pageLinkTarget(link('mailto:hello@example.com'), here)).toBeNull()
    expect(pageLinkTarget(link('/fr/contact', { target: '_blank' }), here)).toBeNull()
    expect(pageLinkTarget(link('/guide.pdf', { download: true }), here)).toBeNull()
    expect(pageLinkTarget(link('/admin'), here)).toBeNull()
    expect(pageLinkTarget(link('/api/guides/pdf'), here)).toBeNull()
    expect(pageLinkTarget(link(''), here)).toBeNull()
  })
})
