import { describe, expect, it } from 'vitest'

import { xDefaultPath } from '@/features/seo/x-default'

describe('the x-default alternate', () => {
  it('is the French page when the page exists in French', () => {
    expect(xDefaultPath({ fr: '/fr/a-propos', en: '/en/about' })).toBe('/fr/a-propos')
    expect(xDefaultPath({ fr: '/fr/blog/ai/ia-pme' })).toBe('/fr/blog/ai/ia-pme')
  })

  it('is the only version of a page that exists in one other language', () => {
    expect(xDefaultPath({ en: '/en/blog/ai/english-only' })).toBe('/en/blog/ai/english-only')
  })

  it('is the site root for the home page', () => {
    expect(xDefaultPath({ fr: '/fr', en: '/en' })).toBe('/')
  })
})
