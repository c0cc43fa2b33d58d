import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  fallbackHeroImage,
  fallbackHeroImages,
  heroSourceChain,
  nextHeroSource,
} from '@/features/blog/reading/fallback-images'

describe('fallback hero images', () => {
  it('exist on disk, all eight', () => {
    const files = Object.values(fallbackHeroImages)
    expect(files).toHaveLength(8)
    for (const file of files)
      expect(fs.existsSync(path.join(process.cwd(), 'public', file)), file).toBe(true)
  })

  it('are chosen by category, with a default', () => {
    expect(fallbackHeroImage('ai')).toContain('ia-intelligence-artificielle')
    expect(fallbackHeroImage('cybersecurite')).toContain('cybersecurite')
    expect(fallbackHeroImage(null)).toContain('developpement-web')
    expect(fallbackHeroImage('toString')).toContain('developpement-web')
  })

  it('retry a legacy /assets path under /public, then the fallback, then stop', () => {
    const original = '/assets/blog/hero.jpg'
    expect(nextHeroSource(original, original, 'web')).toBe('/public/assets/blog/hero.jpg')
    expect(nextHeroSource('/public/assets/blog/hero.jpg', original, 'web')).toBe(
      fallbackHeroImage('web'),
    )
    expect(nextHeroSource(fallbackHeroImage('web'), original, 'web')).toBeNull()
    expect(nextHeroSource('/api/media/file/x.webp', '/api/media/file/x.webp', 'ai')).toBe(
      fallbackHeroImage('ai'),
    )
  })

  it('lists the whole chain, and the fallback alone when it is the original', () => {
    expect(heroSourceChain('/assets/blog/hero.jpg', 'web')).toEqual([
      '/assets/blog/hero.jpg',
      '/public/assets/blog/hero.jpg',
      fallbackHeroImage('web'),
    ])
    expect(heroSourceChain('/api/media/file/x.webp', 'ai')).toEqual([
      '/api/media/file/x.webp',
      fallbackHeroImage('ai'),
    ])
    expect(heroSourceChain(fallbackHeroImage('ai'), 'ai')).toEqual([fallbackHeroImage('ai')])
  })
})
