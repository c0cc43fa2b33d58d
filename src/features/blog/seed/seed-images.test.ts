import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { seedImageAlts } from '@/features/blog/seed/image-alts'
import { seedArticles } from '@/features/blog/seed/seed-articles'

const heroFile = (key: string) =>
  path.resolve(process.cwd(), 'src/features/blog/seed-images', `${key}.webp`)

describe('seeded article heroes', () => {
  it('gives every seeded article a light WebP hero described in both languages', () => {
    for (const { translationKey } of seedArticles) {
      const file = heroFile(translationKey)
      expect(fs.existsSync(file), file).toBe(true)
      const bytes = fs.readFileSync(file)
      expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP')
      expect(bytes.length, file).toBeLessThan(100 * 1024)
      expect(seedImageAlts[translationKey]?.fr.length, translationKey).toBeGreaterThan(20)
      expect(seedImageAlts[translationKey]?.en.length, translationKey).toBeGreaterThan(20)
    }
  })

  it('draws a different picture for each article', () => {
    const heroes = seedArticles.map(({ translationKey }) =>
      fs.readFileSync(heroFile(translationKey)).toString('base64'),
    )
    expect(new Set(heroes).size).toBe(heroes.length)
  })
})
