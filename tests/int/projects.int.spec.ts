import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadPublishedProjects } from '@/features/portfolio/load-projects'
import { seedProjectData } from '@/features/portfolio/seed/seed-project-data'
import { seedImagesDirectory } from '@/features/portfolio/seed/seed-projects'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
})

afterAll(async () => {
  await ctx?.close()
})

const bySlug = async (slug: string) => {
  const { docs } = await ctx.payload.find({
    collection: 'projects',
    where: { slug: { equals: slug } },
    overrideAccess: true,
  })
  return docs[0]!
}

describe('seeded portfolio', () => {
  it('creates the seven projects once, each with its own id, in both languages', async () => {
    const { seed } = await import('@/features/seed/seed')
    await seed(ctx.payload)
    const fr = await ctx.payload.find({
      collection: 'projects',
      locale: 'fr',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const en = await ctx.payload.find({
      collection: 'projects',
      locale: 'en',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(fr.docs).toHaveLength(7)
    expect(new Set(fr.docs.map((doc) => doc.id)).size).toBe(7)
    for (const seeded of seedProjectData) {
      const french = fr.docs.find((doc) => doc.slug === seeded.slug)
      const english = en.docs.find((doc) => doc.slug === seeded.slug)
      expect(french).toMatchObject({ title: seeded.fr.title, _status: 'published' })
      expect(english).toMatchObject({ title: seeded.en.title, duration: seeded.en.duration })
      expect(french?.metrics?.map((row) => row.label)).toEqual(
        seeded.fr.metrics.map((row) => row.label),
      )
      expect(english?.metrics?.map((row) => row.value)).toEqual(
        seeded.en.metrics.map((row) => row.value),
      )
      expect(english?.timeline?.map((row) => row.phase)).toEqual(seeded.en.timeline)
    }
  })

  it('stores every picture with its alt text in both languages and its file on disk', async () => {
    // The blog's seeded pictures share the media library: only the portfolio's are counted.
    const files = seedProjectData.flatMap((p) =>
      [p.image, ...p.gallery].map((i) => `${i.file}.webp`),
    )
    const { docs } = await ctx.payload.find({
      collection: 'media',
      where: { filename: { in: files } },
      locale: 'all',
      pagination: false,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(files.length)
    for (const doc of docs) {
      const alt = doc.alt as unknown as Record<'fr' | 'en', string>
      expect(alt.fr).toBeTruthy()
      expect(alt.en).toBeTruthy()
      expect(alt.en).not.toBe(alt.fr)
      expect(doc.mimeType).toBe('image/webp')
      expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, doc.filename!))).toBe(true)
    }
  })
})

describe('public read', () => {
  it('gives visitors the published projects with their pictures, in their language', async () => {
    const projects = await loadPublishedProjects(ctx.payload, 'en')
    expect(projects.map((p) => p.slug)).toEqual(seedProjectData.map((p) => p.slug))
    const first = projects[0]!
    expect(first.title).toBe(seedProjectData[0]!.en.title)
    expect(first.image).toMatchObject({ width: 1600, height: 1000 })
    expect(first.image?.src).toMatch(/^\/api\/media\/file\/.+\.webp$/)
    expect(first.image?.alt).toBe(seedProjectData[0]!.image.alt.en)
    expect(first.gallery).toHaveLength(seedProjectData[0]!.gallery.length)
  })

  it('hides a project once unpublished, and a new draft, from visitors only', async () => {
    const slug = seedProjectData[1]!.slug
    const project = await bySlug(slug)
    await ctx.payload.update({
      collection: 'projects',
      id: project.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    const draft = await ctx.payload.create({
      collection: 'projects',
      draft: true,
      data: { _status: 'draft', slug: 'projet-en-preparation', title: 'En préparation' },
      overrideAccess: true,
    })
    const visible = (await loadPublishedProjects(ctx.payload, 'fr')).map((p) => p.slug)
    expect(visible).toHaveLength(6)
    expect(visible).not.toContain(slug)
    expect(visible).not.toContain('projet-en-preparation')
    const publicRead = await ctx.payload.find({
      collection: 'projects',
      where: { id: { in: [project.id, draft.id] } },
      overrideAccess: false,
    })
    expect(publicRead.docs).toEqual([])
    const ownerRead = await ctx.payload.find({
      collection: 'projects',
      where: { id: { in: [project.id, draft.id] } },
      overrideAccess: true,
      draft: true,
    })
    expect(ownerRead.docs).toHaveLength(2)
  })

  it('refuses visitors any write', async () => {
    await expect(
      ctx.payload.create({
        collection: 'projects',
        draft: true,
        data: { slug: 'intrus', title: 'Intrus' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('project rules', () => {
  it('keeps slugs unique and well-formed', async () => {
    const seeded = seedProjectData[0]!
    const existing = await bySlug(seeded.slug)
    const data = {
      _status: 'published' as const,
      category: 'web' as const,
      status: 'completed' as const,
      title: 'Copie',
      description: { short: 'Résumé', long: 'Présentation' },
      image: typeof existing.image === 'number' ? existing.image : existing.image.id,
      duration: '1 semaine',
      challenge: 'Défi',
      solution: 'Solution',
      results: 'Résultats',
    }
    await expect(
      ctx.payload.create({
        collection: 'projects',
        data: { ...data, slug: seeded.slug },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.create({
        collection: 'projects',
        data: { ...data, slug: 'Pas Un Slug' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/slug/i)
    const fromTitle = await ctx.payload.create({
      collection: 'projects',
      data: { ...data, slug: '', title: 'Vitrine d’un fleuriste à Lyon' },
      overrideAccess: true,
    })
    expect(fromTitle.slug).toBe('vitrine-d-un-fleuriste-a-lyon')
  })

  it('requires an alt text for a picture', async () => {
    const file = path.join(seedImagesDirectory(), `${seedProjectData[0]!.image.file}.webp`)
    await expect(
      ctx.payload.create({
        collection: 'media',
        data: { alt: '' },
        filePath: file,
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})
