import { createLocalReq, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArticle, hoursFromNow } from './support/blog-fixtures'
import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext
let adminReq: PayloadRequest
// Imported after start-up: these modules read the Payload config, which must see the test database.
let endpoints: typeof import('@/collections/BlogArticles/endpoints/translate')
let importer: typeof import('@/features/blog/import/import-article')

beforeAll(async () => {
  ctx = await startPayload()
  endpoints = await import('@/collections/BlogArticles/endpoints/translate')
  importer = await import('@/features/blog/import/import-article')
  const admin = await ctx.payload.create({
    collection: 'admin-users',
    data: {
      email: 'owner@example.com',
      password: 'Un-mot-de-passe-solide-42',
      name: 'Owner',
      is_active: true,
    },
    overrideAccess: true,
  })
  adminReq = await createLocalReq({ user: { ...admin, collection: 'admin-users' } }, ctx.payload)
}, 120_000)

afterAll(async () => {
  await ctx?.close()
})

const call = (req: Partial<PayloadRequest>, id: number) =>
  endpoints.translateEndpoint.handler({ ...req, routeParams: { id: String(id) } } as PayloadRequest)

describe('translations', () => {
  it('starts the other language as a linked draft, once', async () => {
    const source = await createArticle(ctx.payload, {
      slug: 'source-fr',
      publishedAt: hoursFromNow(-1),
      translationKey: 'tk-1',
    })
    const first = await call(adminReq, source.id)
    expect(first.status).toBe(201)
    const { id } = (await first.json()) as { id: number }
    const draft = await ctx.payload.findByID({
      collection: 'blog-articles',
      id,
      overrideAccess: true,
    })
    expect(draft).toMatchObject({
      language: 'en',
      status: 'draft',
      translation_key: 'tk-1',
      slug: 'source-fr',
    })
    expect((await call(adminReq, source.id)).status).toBe(409)
  })

  it('refuses anyone who is not an active admin', async () => {
    const source = await createArticle(ctx.payload, {
      slug: 'source-anonyme',
      translationKey: 'tk-2',
    })
    const anonymous = await createLocalReq({}, ctx.payload)
    expect((await call(anonymous, source.id)).status).toBe(403)
  })
})

describe('article import', () => {
  it('creates a draft from Markdown with its front matter', async () => {
    const result = await importer.importArticle(ctx.payload, {
      name: 'guide.md',
      text: '---\ntitle: Guide importé\nlanguage: en\n---\n## First part\nSome **bold** text.\n',
    })
    expect(result.status).toBe('created')
    if (result.status !== 'created') return
    const doc = await ctx.payload.findByID({
      collection: 'blog-articles',
      id: result.id,
      overrideAccess: true,
    })
    expect(doc).toMatchObject({ language: 'en', status: 'draft', slug: 'guide-importe' })
    expect(JSON.stringify(doc.content)).toContain('First part')
  })

  it('keeps nothing executable from hostile HTML', async () => {
    const result = await importer.importArticle(ctx.payload, {
      name: 'piege.html',
      text: '<h1>Article piégé</h1><p onclick="steal()">Texte <script>alert(1)</script><a href="javascript:alert(2)">lien</a> <a href="https://web.dev">sûr</a></p><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe><style>*{}</style>',
    })
    expect(result.status).toBe('created')
    if (result.status !== 'created') return
    const doc = await ctx.payload.findByID({
      collection: 'blog-articles',
      id: result.id,
      overrideAccess: true,
    })
    const stored = JSON.stringify(doc.content)
    expect(stored).not.toMatch(/script|onclick|onerror|javascript|iframe|evil\.example|<style/i)
    expect(stored).toContain('https://web.dev')
    expect(doc.title).toBe('Article piégé')
  })

  it('refuses an address already taken in that language', async () => {
    const text = '---\ntitle: Doublon\n---\nTexte.'
    expect((await importer.importArticle(ctx.payload, { name: 'a.md', text })).status).toBe(
      'created',
    )
    expect((await importer.importArticle(ctx.payload, { name: 'b.md', text })).status).toBe(
      'refused',
    )
  })
})
