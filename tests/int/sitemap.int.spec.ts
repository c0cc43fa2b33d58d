import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articleHref } from '@/features/blog/queries/to-summary'
import { absoluteUrl } from '@/features/seo/metadata'
import { articleUrls } from '@/features/seo/sitemap/sources'

import { createArticle, hoursFromNow } from './support/blog-fixtures'
import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
}, 120_000)

afterAll(async () => {
  await ctx?.close()
})

describe('blog sitemap files', () => {
  it('lists visible articles by id, each URL with its translation', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'blog-articles',
      sort: 'id',
      pagination: false,
      depth: 1,
      overrideAccess: false,
    })
    const hrefs = new Map(
      docs.map((doc) => [
        doc.id,
        articleHref(
          doc.language as 'fr' | 'en',
          doc.slug,
          typeof doc.category === 'object' ? (doc.category?.slug ?? null) : null,
        ),
      ]),
    )
    // One file as large as the whole seed: its URLs are the visible articles, by id.
    const urls = await articleUrls(ctx.payload, { page: 1, perFile: 1000, withImages: false })
    expect(urls.map((url) => url.loc)).toEqual(docs.map((doc) => absoluteUrl(hrefs.get(doc.id)!)))
    // Each URL lists itself and its visible translation, then x-default.
    for (const doc of docs.slice(0, 8)) {
      const url = urls.find((candidate) => candidate.loc === absoluteUrl(hrefs.get(doc.id)!))!
      const translation = docs.find(
        (other) => other.translation_key === doc.translation_key && other.id !== doc.id,
      )
      const expected = [
        { hreflang: doc.language, href: absoluteUrl(hrefs.get(doc.id)!) },
        ...(translation
          ? [{ hreflang: translation.language, href: absoluteUrl(hrefs.get(translation.id)!) }]
          : []),
      ]
      expect(url.alternates?.slice(0, -1)).toEqual(expect.arrayContaining(expected))
      expect(url.alternates).toHaveLength(expected.length + 1)
      expect(url.alternates?.at(-1)?.hreflang).toBe('x-default')
    }
  })

  it('leaves out hidden articles and hidden translations, and lists pictures with their text', async () => {
    await createArticle(ctx.payload, {
      slug: 'plan-du-site-visible',
      publishedAt: hoursFromNow(-1),
      translationKey: 'sitemap-k',
    })
    await createArticle(ctx.payload, {
      slug: 'sitemap-english-draft',
      language: 'en',
      status: 'draft',
      translationKey: 'sitemap-k',
    })
    await createArticle(ctx.payload, { slug: 'plan-du-site-futur', publishedAt: hoursFromNow(5) })
    const urls = await articleUrls(ctx.payload, { page: 1, perFile: 1000, withImages: true })
    const locs = urls.map((url) => url.loc)
    const visible = urls.find((url) => url.loc.endsWith('/fr/blog/plan-du-site-visible'))
    expect(visible?.alternates?.map((a) => a.hreflang)).toEqual(['fr', 'x-default'])
    expect(locs.some((loc) => loc.includes('sitemap-english-draft'))).toBe(false)
    expect(locs.some((loc) => loc.includes('plan-du-site-futur'))).toBe(false)
    const pictured = urls.filter((url) => url.images?.length)
    expect(pictured.length).toBeGreaterThan(0)
    for (const url of pictured) {
      expect(url.images![0]!.loc).toMatch(/\/api\/media\/file\/[^/]+$/)
      expect(url.images![0]!.caption).toBeTruthy()
    }
    // Each picture's caption is its text in the article's language (French when it has none).
    for (const language of ['fr', 'en'] as const) {
      const { docs } = await ctx.payload.find({
        collection: 'blog-articles',
        where: { language: { equals: language }, featured_image: { exists: true } },
        depth: 0,
        limit: 1,
        overrideAccess: false,
      })
      const article = docs[0]!
      const imageId = article.featured_image as number
      const media = await ctx.payload.findByID({
        collection: 'media',
        id: imageId,
        locale: language,
      })
      const url = urls.find((u) => u.loc.endsWith(`/${article.slug}`))
      expect(url?.images?.[0]?.caption).toBe(media.alt)
    }
  })
})
