import { describe, expect, it } from 'vitest'

import { previewExitTarget } from '@/features/blog/publishing/preview-exit'

const site = 'https://studio.example'
const exit = (requested: string | null) => previewExitTarget(requested, site)

describe('previewExitTarget', () => {
  it('keeps a path of the site, with its query and fragment', () => {
    expect(exit('/fr/blog/web/un-article')).toBe('/fr/blog/web/un-article')
    expect(exit('/en/blog?page=2#list')).toBe('/en/blog?page=2#list')
    expect(exit('https://studio.example/fr/contact')).toBe('/fr/contact')
    // A relative path resolves on the site itself.
    expect(exit('evil.example')).toBe('/evil.example')
  })

  it('never leaves the site, whatever the browser would make of the path', () => {
    for (const hostile of [
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/fr/\r\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/fr/../..//evil.example',
      'https://evil.example/fr',
      'http://studio.example/fr',
      'javascript:alert(1)',
    ]) {
      const target = exit(hostile)
      expect(target, hostile).toMatch(/^\/(fr|en)?$/)
    }
  })

  it("falls back to the home page of the path's language, else to /", () => {
    expect(exit('/en/\t/evil.example')).toBe('/en')
    expect(exit('/fr/../..//evil.example')).toBe('/fr')
    expect(exit('/\\evil.example')).toBe('/')
    expect(exit('/de/\t')).toBe('/')
    expect(exit(null)).toBe('/')
    expect(exit('')).toBe('/')
  })
})
