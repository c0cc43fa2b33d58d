import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articleHref } from '@/features/blog/queries/to-summary'
import { absoluteUrl } from '@/features/seo/metadata'
import { blogFiles } from '@/features/seo/sitemap/blog-files'
import { idRange, pageOfId } from '@/features/seo/sitemap/id-ranges'
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

// Small files, so the seed's articles span several of them and every boundary is crossed.
const PER_FILE = 3

/** What the public may read, by id: each article's address, date and picture. */
async function visibleArticles() {
  const { docs } = await ctx.payload.find({
    collection: 'blog-articles',
    sort: 'id',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    loc: absoluteUrl(
      articleHref(
        doc.language as 'fr' | 'en',
        doc.slug,
        typeof doc.category === 'object' ? (doc.category?.slug ?? null) : null,
      ),
    ),
    updatedAt: new Date(doc.updatedAt).toISOString(),
    pictured: !!doc.featured_image,
  }))
}

/** Every file the index would list, read one by one as a crawler does. */
async function readAllFiles() {
  const files = await blogFiles(ctx.payload, { now: new Date(), perFile: PER_FILE })
  const contents = await Promise.all(
    files.map((file) =>
      articleUrls(ctx.payload, { page: file.page, perFile: PER_FILE, withImages: true }),
    ),
  )
  return { files, contents }
}

describe('blog sitemap files by id range', () => {
  it('partitions the visible articles: none missing or repeated, by id, one file per range', async () => {
    // Five hidden articles in a row: at least one whole range of three ids has nothing to list.
    for (let i = 0; i < 5; i += 1) {
      await createArticle(ctx.payload, { slug: `plan-brouillon-${i}`, status: 'draft' })
    }
    await createArticle(ctx.payload, { slug: 'plan-futur', publishedAt: hoursFromNow(5) })
    await createArticle(ctx.payload, { slug: 'plan-publie', publishedAt: hoursFromNow(-1) })
    const visible = await visibleArticles()
    expect(visible.length).toBeGreaterThan(2 * PER_FILE)

    const { files, contents } = await readAllFiles()
    expect(contents.flat().map((url) => url.loc)).toEqual(visible.map((article) => article.loc))
    // The index lists exactly the ranges that hold a visible article, in order, none empty.
    const pages = [...new Set(visible.map((article) => pageOfId(article.id, PER_FILE)))]
    expect(files.map((file) => file.page)).toEqual(pages)
    const lastPage = pageOfId(visible.at(-1)!.id, PER_FILE)
    expect(files.length).toBeLessThan(lastPage)
    files.forEach((file, index) => {
      const own = visible.filter((article) => pageOfId(article.id, PER_FILE) === file.page)
      const { after, upTo } = idRange(file.page, PER_FILE)
      expect(own.every((article) => article.id > after && article.id <= upTo)).toBe(true)
      expect(contents[index]!.length).toBe(own.length)
      expect(contents[index]!.length).toBeLessThanOrEqual(PER_FILE)
      expect(file.lastmod).toBe(
        own
          .map((article) => article.updatedAt)
          .sort()
          .at(-1),
      )
      expect(file.pictured).toBe(own.some((article) => article.pictured))
      expect(contents[index]!.some((url) => url.images?.length)).toBe(file.pictured)
    })
    // A range with no visible article answers nothing (its address is a 404, never an empty file).
    const hidden = Array.from({ length: lastPage }, (_, i) => i + 1).find((p) => !pages.includes(p))
    expect(hidden).toBeDefined()
    expect(
      await articleUrls(ctx.payload, { page: hidden!, perFile: PER_FILE, withImages: false }),
    ).toEqual([])
  })

  it('keeps every article in its file as others are published, added or hidden', async () => {
    const before = await readAllFiles()
    const firstPublished = (await visibleArticles())[0]!
    await createArticle(ctx.payload, { slug: 'plan-nouveau', publishedAt: hoursFromNow(-1) })
    await ctx.payload.update({
      collection: 'blog-articles',
      id: firstPublished.id,
      data: { status: 'draft' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const after = await readAllFiles()
    const locs = (read: typeof before) =>
      new Map(read.files.map((file, i) => [file.page, read.contents[i]!.map((url) => url.loc)]))
    const [was, now] = [locs(before), locs(after)]
    // Only the hidden article's file and the new article's file changed.
    const changed = [...new Set([...was.keys(), ...now.keys()])].filter(
      (page) => JSON.stringify(was.get(page)) !== JSON.stringify(now.get(page)),
    )
    const visible = await visibleArticles()
    const added = visible.at(-1)!
    expect(added.loc).toMatch(/\/plan-nouveau$/)
    expect(changed.sort()).toEqual(
      [...new Set([pageOfId(firstPublished.id, PER_FILE), pageOfId(added.id, PER_FILE)])].sort(),
    )
    expect(after.contents.flat().map((url) => url.loc)).toEqual(visible.map((a) => a.loc))
  })
})
