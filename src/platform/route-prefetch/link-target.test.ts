import { describe, expect, it } from 'vitest'

import { isPlainClick, pageLinkTarget } from '@/platform/route-prefetch/link-target'

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

  it('ignores anchors of the current page, but not another query of its path nor its address', () => {
    expect(pageLinkTarget(link('#pricing'), here)).toBeNull()
    expect(pageLinkTarget(link('#'), here)).toBeNull()
    expect(pageLinkTarget(link('/fr/services?x=1#faq'), here)).toBeNull()
    expect(pageLinkTarget(link('/fr/services?y=2'), here)?.search).toBe('?y=2')
    expect(pageLinkTarget(link('/fr/services'), here)?.search).toBe('')
    expect(pageLinkTarget(link('/fr/services?x=1'), here)?.pathname).toBe('/fr/services')
    expect(pageLinkTarget(link('/fr#diagnostic'), here)?.hash).toBe('#diagnostic')
  })

  it('ignores other sites, new tabs, downloads, the back office and the API', () => {
    expect(pageLinkTarget(link('https://other.example/fr'), here)).toBeNull()
    expect(pageLinkTarget(link('mailto:hello@example.com'), here)).toBeNull()
    expect(pageLinkTarget(link('/fr/contact', { target: '_blank' }), here)).toBeNull()
    expect(pageLinkTarget(link('/guide.pdf', { download: true }), here)).toBeNull()
    expect(pageLinkTarget(link('/admin'), here)).toBeNull()
    expect(pageLinkTarget(link('/api/guides/pdf'), here)).toBeNull()
    expect(pageLinkTarget(link('/blog-preview/exit?path=/fr/blog'), here)).toBeNull()
    expect(pageLinkTarget(link('/documents/cgv.pdf'), here)).toBeNull()
    expect(pageLinkTarget(link('/fr/blog/rss.xml'), here)).toBeNull()
    expect(pageLinkTarget(link('/contact'), here)).toBeNull()
    expect(pageLinkTarget(link(''), here)).toBeNull()
  })
})

describe('isPlainClick', () => {
  const click = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false }
  const plain = { ...click, shiftKey: false, altKey: false }

  it('takes a main-button click without modifiers', () => {
    expect(isPlainClick(plain)).toBe(true)
  })

  it('leaves new tabs, windows, downloads and cancelled clicks to the browser', () => {
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false)
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false)
  })
})
