import { describe, expect, it } from 'vitest'

import { isSafeSlug, slugVariants, titleSearchWord } from '@/features/blog/addresses/slug-fallback'

describe('slug fallback', () => {
  it('accepts only plain slugs', () => {
    expect(isSafeSlug('pwa-ou-application-native')).toBe(true)
    for (const bad of ['', 'A', 'a/b', '-a', 'a-', '../etc', 'x'.repeat(161), 'é']) {
      expect(isSafeSlug(bad)).toBe(false)
    }
  })

  it('derives the variants of a legacy segment, the original first', () => {
    expect(slugVariants('Intégrer_l%27IA.html')).toEqual(['integrer-lia'])
    expect(slugVariants('guide-pwa')).toEqual(['guide-pwa'])
    expect(slugVariants('Guide%20PWA')).toEqual(['guide-pwa'])
    expect(slugVariants('%E0%A4%A')).toEqual(['e0a4a'])
  })

  it('picks the first word longer than two characters among the first four', () => {
    expect(titleSearchWord('le-ia-chatbot-service')).toBe('chatbot')
    expect(titleSearchWord('a-b-c-d-longword')).toBeNull()
    expect(titleSearchWord('%%%')).toBeNull()
  })
})
