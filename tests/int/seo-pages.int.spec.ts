import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pickRecord, seoCandidates } from '@/features/seo/manager/candidates'
import { upsertSeoPage } from '@/features/seo/manager/upsert'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext
// queries.ts imports the Payload config: only after startPayload() chose the test database.
let readActiveSeoRecords: typeof import('@/features/seo/manager/queries').readActiveSeoRecords

beforeAll(async () => {
  ctx = await startPayload()
  ;({ readActiveSeoRecords } = await import('@/features/seo/manager/queries'))
})

afterAll(async () => {
  await ctx?.close()
})

const lookup = async (path: string, locale: 'fr' | 'en') =>
  pickRecord(seoCandidates(path, locale), await readActiveSeoRecords(ctx.payload, locale))

describe('SEO records', () => {
  it('seeds the main pages once, without overriding their titles', async () => {
    const { seed } = await import('@/features/seed/seed')
    await seed(ctx.payload)
    await seed(ctx.payload)
    const home = await lookup('/fr', 'fr')
    expect(home?.url).toBe('/')
    expect(home?.page_type).toBe('home')
    expect(home?.title ?? null).toBeNull()
    const { totalDocs } = await ctx.payload.count({
      collection: 'seo-pages',
      where: { url: { equals: '/' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('upserts on url: a second save of a path updates its one record', async () => {
    const first = await upsertSeoPage(ctx.payload, {
      url: '/fr/a-propos/',
      page_type: 'about',
      title: 'À propos du studio',
    })
    const second = await upsertSeoPage(ctx.payload, {
      url: '/fr/a-propos',
      meta_description: 'Qui je suis.',
    })
    expect(second.id).toBe(first.id)
    expect(second.url).toBe('/fr/a-propos')
    expect(second.title).toBe('À propos du studio')
    expect(second.meta_description).toBe('Qui je suis.')
  })

  it('keeps the texts of each language apart', async () => {
    await upsertSeoPage(ctx.payload, { url: '/services', title: 'Nos services' }, { locale: 'fr' })
    await upsertSeoPage(ctx.payload, { url: '/services', title: 'Our services' }, { locale: 'en' })
    expect((await lookup('/fr/services', 'fr'))?.title).toBe('Nos services')
    expect((await lookup('/en/services', 'en'))?.title).toBe('Our services')
  })

  it('finds the most specific active record for a path', async () => {
    await upsertSeoPage(ctx.payload, { url: '/fr/services', title: 'Services en France' })
    expect((await lookup('/fr/services', 'fr'))?.url).toBe('/fr/services')
    expect((await lookup('/en/services', 'en'))?.url).toBe('/services')
    const specific = await readActiveSeoRecords(ctx.payload, 'fr')
    expect([...specific.keys()]).toContain('/fr/services')
    await upsertSeoPage(ctx.payload, { url: '/fr/services', is_active: false })
    expect((await lookup('/fr/services', 'fr'))?.url).toBe('/services')
    expect(await lookup('/fr/mentions-legales', 'fr')).toBeUndefined()
  })

  it('refuses a second record for the same url', async () => {
    await expect(
      ctx.payload.create({
        collection: 'seo-pages',
        data: { url: '/contact', page_type: 'contact' },
      }),
    ).rejects.toThrow()
  })

  it.each([
    [{ url: 'https://evil.example/x' }, 'sans domaine'],
    [{ url: '/fr/x', canonical_url: 'javascript:alert(1)' }, 'URL canonique invalide'],
    [{ url: '/fr/x', robots_meta: 'noindex, nofollow, noarchive' }, 'robots|valide'],
    [{ url: '/fr/x', schema_data: { structured_data: { name: 'no type' } } }, '@type'],
  ])('refuses an invalid record with a clear message (%j)', async (data, message) => {
    const error: unknown = await ctx.payload
      .create({ collection: 'seo-pages', data: { page_type: 'other', ...data } as never })
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    expect(errors.map((e) => e.message).join(' ')).toMatch(new RegExp(message, 'i'))
    const { totalDocs } = await ctx.payload.count({
      collection: 'seo-pages',
      where: { url: { equals: '/fr/x' } },
    })
    expect(totalDocs).toBe(0)
  })
})
