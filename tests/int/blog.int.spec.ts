import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { featuredPositions } from '@/features/blog/queries/featured'
import {
  entryBySlug,
  entryByWord,
  featuredEntries,
  newestEntries,
  relatedCandidates,
  translationEntry,
} from '@/features/blog/queries/article-lookup'
import { searchArticles } from '@/features/blog/search/search'
import { countArticleView } from '@/features/blog/reading/views'
import { articleViewEndpoint } from '@/collections/BlogArticles/endpoints/view'
import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

import { createArticle, hoursFromNow } from './support/blog-fixtures'
import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
  const { payload } = ctx
  await createArticle(payload, {
    slug: 'publie-hier',
    publishedAt: hoursFromNow(-24),
    translationKey: 'k1',
  })
  await createArticle(payload, {
    slug: 'published-yesterday',
    language: 'en',
    publishedAt: hoursFromNow(-20),
    translationKey: 'k1',
  })
  await createArticle(payload, {
    slug: 'programme-demain',
    publishedAt: hoursFromNow(24),
    translationKey: 'k2',
  })
  await createArticle(payload, {
    slug: 'brouillon',
    status: 'draft',
    publishedAt: hoursFromNow(-48),
    translationKey: 'k3',
  })
  await createArticle(payload, {
    slug: 'seulement-en-francais',
    publishedAt: hoursFromNow(-2),
    translationKey: 'k4',
  })
  await createArticle(payload, {
    slug: 'english-draft',
    language: 'en',
    status: 'draft',
    translationKey: 'k4',
  })
}, 120_000)

afterAll(async () => {
  await ctx?.close()
})

// The seed's articles are there too: only this file's own articles are looked at.
const ownSlugs = [
  'publie-hier',
  'published-yesterday',
  'programme-demain',
  'brouillon',
  'seulement-en-francais',
  'english-draft',
  'publie-sans-date',
]

const visibleSlugs = async () => {
  const { docs } = await ctx.payload.find({
    collection: 'blog-articles',
    where: { slug: { in: ownSlugs } },
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((doc) => doc.slug).sort()
}

describe('blog visibility', () => {
  it('shows the public only published articles whose date has come', async () => {
    expect(await visibleSlugs()).toEqual([
      'publie-hier',
      'published-yesterday',
      'seulement-en-francais',
    ])
  })

  it('dates an article published without a date, so it shows at once', async () => {
    const created = await createArticle(ctx.payload, {
      slug: 'publie-sans-date',
      publishedAt: null,
    })
    expect(created.published_at).toBeTruthy()
    expect(await visibleSlugs()).toContain('publie-sans-date')
  })

  it('keeps the same visibility in the lookups that pages, feeds and the footer read', async () => {
    const now = new Date()
    const newest = await newestEntries(ctx.payload, now, 'fr', 500)
    expect(newest.map((entry) => entry.slug)).toContain('publie-hier')
    expect(newest.map((entry) => entry.slug)).not.toContain('programme-demain')
    expect(newest.map((entry) => entry.slug)).not.toContain('brouillon')
    expect(await entryBySlug(ctx.payload, now, 'fr', ['brouillon'])).toBeNull()
    expect(await entryBySlug(ctx.payload, now, 'fr', ['programme-demain'])).toBeNull()
    // Asking for a later date does not bypass the read access: scheduled stays hidden.
    const later = new Date(Date.now() + 48 * 3_600_000)
    expect(await entryBySlug(ctx.payload, later, 'fr', ['programme-demain'])).toBeNull()
  })

  it('reads only as many rows as asked, newest first', async () => {
    const two = await newestEntries(ctx.payload, new Date(), 'fr', 2)
    expect(two).toHaveLength(2)
    expect(Date.parse(two[0]!.publishedAt)).toBeGreaterThanOrEqual(Date.parse(two[1]!.publishedAt))
  })
})

describe('article lookups', () => {
  it('finds by slug in a language or in any, and by a word of the slug or title', async () => {
    const now = new Date()
    const fr = await entryBySlug(ctx.payload, now, 'fr', ['publie-hier'])
    expect(fr?.href).toMatch(/^\/fr\/blog\/(.+\/)?publie-hier$/)
    expect(await entryBySlug(ctx.payload, now, 'en', ['publie-hier'])).toBeNull()
    expect((await entryBySlug(ctx.payload, now, null, ['publie-hier']))?.language).toBe('fr')
    // Unsafe slugs are never sent to the database.
    expect(await entryBySlug(ctx.payload, now, 'fr', ['../etc', 'a/b'])).toBeNull()
    expect((await entryByWord(ctx.payload, now, 'fr', 'seulement'))?.slug).toBe(
      'seulement-en-francais',
    )
  })
})

describe('featured and related', () => {
  it('reads the day’s featured articles by position in id order', async () => {
    const now = new Date()
    const all = (await newestEntries(ctx.payload, now, 'en', 1000)).map((e) => e.id)
    const byId = [...all].sort((a, b) => a - b)
    const expected = featuredPositions(byId.length, now, 3).map((position) => byId[position])
    const featured = await featuredEntries(ctx.payload, now, 'en', 3)
    expect(featured.map((entry) => entry.id)).toEqual(expected)
    expect(featured).toHaveLength(Math.min(3, all.length))
  })

  it('offers the article’s category first, in its language, never the article itself', async () => {
    const now = new Date()
    const newest = await newestEntries(ctx.payload, now, 'fr', 1000)
    const target = newest.find((entry) => entry.categoryId !== null)!
    const candidates = await relatedCandidates(ctx.payload, now, target, 3)
    expect(candidates.length).toBeGreaterThan(0)
    expect(candidates.every((c) => c.language === 'fr' && c.id !== target.id)).toBe(true)
    const sameCategory = newest.filter(
      (entry) => entry.categoryId === target.categoryId && entry.id !== target.id,
    )
    expect(candidates.slice(0, sameCategory.length).map((c) => c.id)).toEqual(
      sameCategory.map((entry) => entry.id),
    )
  })
})

describe('category slugs', () => {
  it('refuses a slug that is a fixed segment of the blog’s addresses', async () => {
    for (const slug of ['page', 'tag', 'category']) {
      await expect(
        ctx.payload.create({
          collection: 'blog-categories',
          data: { slug, name: slug, name_fr: slug, name_en: slug, color: '#123456' },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/Slug/)
    }
  })
})

describe('translation lookup', () => {
  it('goes to the published translation, or to none when it is not visible', async () => {
    const now = new Date()
    const fr = (await entryBySlug(ctx.payload, now, 'fr', ['publie-hier']))!
    expect((await translationEntry(ctx.payload, now, fr.translationKey, 'en'))?.href).toBe(
      '/en/blog/published-yesterday',
    )
    const frOnly = (await entryBySlug(ctx.payload, now, 'fr', ['seulement-en-francais']))!
    // Its English version is a draft: not a translation a visitor may see.
    expect(await translationEntry(ctx.payload, now, frOnly.translationKey, 'en')).toBeNull()
  })
})

describe('view counts', () => {
  it('counts every one of many simultaneous views', async () => {
    const article = await createArticle(ctx.payload, {
      slug: 'tres-lu',
      publishedAt: hoursFromNow(-1),
    })
    const results = await Promise.all(
      Array.from({ length: 40 }, () => countArticleView(ctx.payload, article.id)),
    )
    expect(results.every(Boolean)).toBe(true)
    const after = await ctx.payload.findByID({
      collection: 'blog-articles',
      id: article.id,
      overrideAccess: true,
    })
    expect(Number(after.views_count)).toBe(40)
  })

  it('answers a counted view with the count as it stands, for the cached page to show', async () => {
    const article = await createArticle(ctx.payload, {
      slug: 'compte-a-jour',
      publishedAt: hoursFromNow(-1),
    })
    const view = async () => {
      const response = await articleViewEndpoint.handler({
        payload: ctx.payload,
        url: `http://localhost:3000/api/blog-articles/${article.id}/view`,
        headers: new Headers(connectedFrom('198.51.100.77')),
        routeParams: { id: String(article.id) },
      } as unknown as PayloadRequest)
      return { status: response.status, body: (await response.json()) as unknown }
    }
    expect(await view()).toEqual({ status: 200, body: { counted: true, views: 1 } })
    // Views counted elsewhere (another reader, another instance) are in the next answer.
    await countArticleView(ctx.payload, article.id)
    expect(await view()).toEqual({ status: 200, body: { counted: true, views: 3 } })
  })

  it('does not count views of drafts or scheduled articles', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'blog-articles',
      where: { slug: { in: ['brouillon', 'programme-demain'] } },
      overrideAccess: true,
    })
    for (const doc of docs) expect(await countArticleView(ctx.payload, doc.id)).toBe(false)
  })
})

describe('hostile content', () => {
  it('stores no javascript: link, whoever sends it', async () => {
    const article = await createArticle(ctx.payload, {
      slug: 'lien-piege',
      publishedAt: hoursFromNow(-1),
      link: 'JaVaScRiPt:alert(document.cookie)',
    })
    const stored = JSON.stringify(article.content)
    expect(stored).not.toMatch(/javascript/i)
    expect(stored).toContain('Le texte de lien-piege.')
  })
})

describe('search', () => {
  it('finds published articles by word start, accents and case aside, visitor language first', async () => {
    const { payload } = ctx
    const fr = await createArticle(payload, {
      slug: 'integrer-chatbot',
      publishedAt: hoursFromNow(-3),
    })
    await payload.update({
      collection: 'blog-articles',
      id: fr.id,
      data: { title: 'Intégrer un zorglubateur à votre site' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const en = await createArticle(payload, {
      slug: 'chatbot-guide',
      language: 'en',
      publishedAt: hoursFromNow(-3),
    })
    await payload.update({
      collection: 'blog-articles',
      id: en.id,
      data: { title: 'A zorglubator guide' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const draft = await createArticle(payload, { slug: 'chatbot-brouillon', status: 'draft' })
    const future = await createArticle(payload, {
      slug: 'chatbot-futur',
      publishedAt: hoursFromNow(5),
    })
    await payload.update({
      collection: 'blog-articles',
      id: draft.id,
      data: { title: 'Zorglubateur brouillon' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    await payload.update({
      collection: 'blog-articles',
      id: future.id,
      data: { title: 'Zorglubateur futur' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })

    const ids = async (q: string, locale: 'fr' | 'en') =>
      (await searchArticles(payload, q, locale)).hits.map((hit) => hit.id)
    expect(await ids('ZORGLU', 'en')).toEqual([en.id, fr.id])
    expect(await ids('zorglub', 'fr')).toEqual([fr.id, en.id])
    expect(await ids('integrer zorglubateur', 'fr')).toEqual([fr.id])
    // The other number of a word finds it as well, in either language.
    expect(await ids('zorglubateurs', 'fr')).toEqual([fr.id])
    expect(await ids('zorglubators guide', 'en')).toEqual([en.id])
    // A word starting two of the terms counts for both.
    expect(await ids('zorglu zorglubateur', 'fr')).toEqual([fr.id])
    expect(await searchArticles(payload, 'zorglub inexistantmot', 'fr')).toEqual({
      hits: [],
      total: 0,
      capped: false,
    })
    expect(await searchArticles(payload, '   !!! ', 'fr')).toEqual({
      hits: [],
      total: 0,
      capped: false,
    })
    // A page of hits, and the count of them all, whatever page is asked for.
    expect(await searchArticles(payload, 'zorglub', 'fr', { offset: 1, limit: 1 })).toEqual({
      hits: [{ id: en.id, language: 'en' }],
      total: 2,
      capped: false,
    })
    expect(await searchArticles(payload, 'zorglub', 'fr', { offset: 5, limit: 10 })).toEqual({
      hits: [],
      total: 2,
      capped: false,
    })
    expect(await searchArticles(payload, 'zorglub', 'fr', { offset: 0, limit: 0 })).toEqual({
      hits: [],
      total: 2,
      capped: false,
    })
    // A common word reads a bounded number of index rows, in word order ("zorglubateur" of the
    // published and the scheduled article before "zorglubator"), and says the count is partial.
    expect(await searchArticles(payload, 'zorglu', 'fr', { maxRowsPerTerm: 2 })).toEqual({
      hits: [{ id: fr.id, language: 'fr' }],
      total: 1,
      capped: true,
    })
    // Quotes and SQL in the query are only words to look for.
    expect(await ids("zorglub' OR 1=1; DROP TABLE blog_articles; --", 'fr')).toEqual([])
  })

  it('forgets an article removed from the site', async () => {
    const { payload } = ctx
    const article = await createArticle(payload, {
      slug: 'zeppelin-unique',
      publishedAt: hoursFromNow(-1),
    })
    expect((await searchArticles(payload, 'zeppelin', 'fr')).hits).toHaveLength(1)
    await payload.update({
      collection: 'blog-articles',
      id: article.id,
      data: { status: 'draft' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    expect((await searchArticles(payload, 'zeppelin', 'fr')).hits).toEqual([])
    await payload.delete({
      collection: 'blog-articles',
      id: article.id,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const { totalDocs } = await payload.count({
      collection: 'blog-search-terms',
      where: { article: { equals: article.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
