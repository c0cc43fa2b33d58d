import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadPublishedTestimonials } from '@/features/testimonials/load-testimonials'
import { testimonialsForPage } from '@/features/testimonials/testimonial-view'
import { seedTestimonialData } from '@/features/testimonials/seed/seed-testimonial-data'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
})

afterAll(async () => {
  await ctx?.close()
})

const quoteData = (locale: 'fr' | 'en') => ({
  _status: 'published' as const,
  pages: ['home' as const],
  quote: locale === 'fr' ? 'Un vrai client, enfin.' : 'A real client, at last.',
  role: locale === 'fr' ? 'Gérant' : 'Manager',
})

describe('seeded testimonials', () => {
  it('are published samples with a logo and no person’s name, in both languages', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'testimonials',
      locale: 'all',
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(seedTestimonialData.length)
    for (const doc of docs) {
      expect(doc).toMatchObject({ _status: 'published', sample: true, imageKind: 'logo' })
      expect(doc.name ?? null).toBeNull()
      const quote = doc.quote as unknown as Record<'fr' | 'en', string>
      expect(quote.fr).toBeTruthy()
      expect(quote.en).toBeTruthy()
      expect(quote.en).not.toBe(quote.fr)
      expect(typeof doc.image === 'object' && doc.image?.mimeType).toBe('image/webp')
    }
  })

  it('gives each page its own quotes: three on the home, others on contact and consultation', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const all = await loadPublishedTestimonials(ctx.payload, locale)
      const home = testimonialsForPage(all, 'home').map((item) => item.quote)
      const contact = testimonialsForPage(all, 'contact').map((item) => item.quote)
      const consultation = testimonialsForPage(all, 'consultation').map((item) => item.quote)
      expect(home).toHaveLength(3)
      expect(contact.length).toBeGreaterThanOrEqual(2)
      expect(consultation).toHaveLength(2)
      expect(new Set([...home, ...contact, ...consultation]).size).toBe(
        home.length + contact.length + consultation.length,
      )
      expect(all.every((item) => item.name === null && item.company)).toBe(true)
    }
  })

  it('gives the service pages and the about page two quotes each, none of the home’s', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const all = await loadPublishedTestimonials(ctx.payload, locale)
      const home = testimonialsForPage(all, 'home').map((item) => item.quote)
      const services = testimonialsForPage(all, 'services').map((item) => item.quote)
      const about = testimonialsForPage(all, 'about').map((item) => item.quote)
      expect(services).toHaveLength(2)
      expect(about).toHaveLength(2)
      expect(new Set([...services, ...about]).size).toBe(4)
      for (const quote of [...services, ...about]) expect(home).not.toContain(quote)
    }
  })
})

describe('public read', () => {
  it('hides a draft and an unpublished testimonial from visitors only', async () => {
    const draft = await ctx.payload.create({
      collection: 'testimonials',
      draft: true,
      data: { ...quoteData('fr'), _status: 'draft' },
      overrideAccess: true,
    })
    const { docs } = await ctx.payload.find({
      collection: 'testimonials',
      limit: 1,
      overrideAccess: true,
    })
    const unpublished = docs[0]!
    await ctx.payload.update({
      collection: 'testimonials',
      id: unpublished.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    const ids = [draft.id, unpublished.id]
    const visitor = await ctx.payload.find({
      collection: 'testimonials',
      where: { id: { in: ids } },
      overrideAccess: false,
    })
    expect(visitor.docs).toEqual([])
    const shown = (await loadPublishedTestimonials(ctx.payload, 'fr')).map((item) => item.id)
    expect(shown).not.toContain(draft.id)
    expect(shown).not.toContain(unpublished.id)
    const owner = await ctx.payload.find({
      collection: 'testimonials',
      where: { id: { in: ids } },
      draft: true,
      overrideAccess: true,
    })
    expect(owner.docs).toHaveLength(2)
  })

  it('does not show a quote in a language it was not written in', async () => {
    const french = await ctx.payload.create({
      collection: 'testimonials',
      locale: 'fr',
      data: { ...quoteData('fr'), position: 1 },
      overrideAccess: true,
    })
    const fr = await loadPublishedTestimonials(ctx.payload, 'fr')
    const en = await loadPublishedTestimonials(ctx.payload, 'en')
    expect(fr[0]?.id).toBe(french.id)
    expect(en.map((item) => item.id)).not.toContain(french.id)
  })

  it('refuses visitors any write', async () => {
    await expect(
      ctx.payload.create({
        collection: 'testimonials',
        data: quoteData('fr'),
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('validation', () => {
  it('refuses a link that is not an http(s) address, and a rating outside 1 to 5', async () => {
    for (const link of ['javascript:alert(1)', 'ftp://files.example.com', 'www.example.com']) {
      await expect(
        ctx.payload.create({
          collection: 'testimonials',
          data: { ...quoteData('fr'), link },
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({
        data: {
          errors: [
            expect.objectContaining({ path: 'link', message: expect.stringMatching(/https:\/\//) }),
          ],
        },
      })
    }
    for (const rating of [0, 6, 4.5]) {
      await expect(
        ctx.payload.create({
          collection: 'testimonials',
          data: { ...quoteData('fr'), rating },
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({
        data: { errors: [expect.objectContaining({ path: 'rating' })] },
      })
    }
    const kept = await ctx.payload.create({
      collection: 'testimonials',
      data: { ...quoteData('fr'), link: 'https://www.example.com/', rating: 4 },
      overrideAccess: true,
    })
    expect(kept).toMatchObject({ link: 'https://www.example.com/', rating: 4 })
  })
})
