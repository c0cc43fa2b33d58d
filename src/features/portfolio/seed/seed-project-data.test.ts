import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isProjectSlug } from '@/features/portfolio/identifiers'
import { seedProjectData } from '@/features/portfolio/seed/seed-project-data'
import { seedImagesDirectory } from '@/features/portfolio/seed/seed-projects'

const images = seedProjectData.flatMap((project) => [project.image, ...project.gallery])

describe('seeded portfolio', () => {
  it('has seven projects with valid, unique slugs and positions', () => {
    expect(seedProjectData).toHaveLength(7)
    const slugs = seedProjectData.map((project) => project.slug)
    expect(new Set(slugs).size).toBe(7)
    for (const slug of slugs) expect(isProjectSlug(slug), slug).toBe(true)
    expect(new Set(seedProjectData.map((project) => project.position)).size).toBe(7)
  })

  it('covers the five project categories', () => {
    expect(new Set(seedProjectData.map((project) => project.category))).toEqual(
      new Set(['web', 'ai', 'marketing', 'consulting', 'formation']),
    )
  })

  it('has the same rows in both languages and no empty text', () => {
    for (const { slug, fr, en } of seedProjectData) {
      expect(en.metrics.length, slug).toBe(fr.metrics.length)
      expect(en.timeline.length, slug).toBe(fr.timeline.length)
      expect(en.title, slug).not.toBe(fr.title)
      const texts = [fr, en].flatMap((copy) => [
        copy.title,
        copy.short,
        copy.long,
        copy.challenge,
        copy.solution,
        copy.results,
        copy.duration,
        copy.testimonial.client,
        copy.testimonial.content,
        ...copy.timeline,
        ...copy.metrics.flatMap((metric) => [metric.value, metric.label]),
      ])
      for (const text of texts) expect(text.trim(), slug).not.toBe('')
      expect(fr.short.length, slug).toBeLessThanOrEqual(240)
      expect(en.short.length, slug).toBeLessThanOrEqual(240)
    }
  })

  it('gives each project a cover and two or three gallery pictures, light and described', () => {
    for (const project of seedProjectData) {
      expect(project.gallery.length, project.slug).toBeGreaterThanOrEqual(2)
      expect(project.gallery.length, project.slug).toBeLessThanOrEqual(3)
    }
    expect(new Set(images.map((image) => image.file)).size).toBe(images.length)
    for (const image of images) {
      const file = path.join(seedImagesDirectory(), `${image.file}.webp`)
      expect(fs.existsSync(file), file).toBe(true)
      const bytes = fs.readFileSync(file)
      // RIFF....WEBP: the file really is a WebP, whatever its extension says.
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('RIFF')
      expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP')
      expect(bytes.length, file).toBeLessThan(120 * 1024)
      expect(image.alt.fr.length, image.file).toBeGreaterThan(20)
      expect(image.alt.en.length, image.file).toBeGreaterThan(20)
    }
  })

  it('draws every picture differently', () => {
    const contents = images.map((image) =>
      fs.readFileSync(path.join(seedImagesDirectory(), `${image.file}.webp`)).toString('base64'),
    )
    expect(new Set(contents).size).toBe(images.length)
  })
})
