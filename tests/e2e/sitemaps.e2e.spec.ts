import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type APIRequestContext } from '@playwright/test'

import { adminHeaders } from './support/admin-api'
import { paragraphContent } from './support/lexical'
import { expect, test } from './support/fixtures'

const xsd = (name: string) => path.join(import.meta.dirname, 'support', 'xsd', name)

/** Validates an XML document with Debian's xmllint against a local copy of the schemas. */
function expectValid(xml: string, schema: string, label: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-')), 'file.xml')
  fs.writeFileSync(file, xml)
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd(schema), file], {
    encoding: 'utf8',
  })
  expect(result.status, `${label}: ${result.stderr}`).toBe(0)
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

async function fetchXml(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname + new URL(url).search)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  return response.text()
}

/** Every child file of the index, validated, and all the page URLs they list. */
async function allSitemaps(request: APIRequestContext) {
  const index = await fetchXml(request, 'http://x/sitemap-index.xml')
  expectValid(index, 'siteindex.xsd', 'sitemap index')
  const files: Record<string, string> = {}
  for (const child of locs(index)) {
    files[child] = await fetchXml(request, child)
    expectValid(files[child], 'urlset.xsd', child)
  }
  const pages = Object.entries(files)
    .filter(([name]) => !name.includes('sitemap-images'))
    .flatMap(([, xml]) =>
      [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    )
  return { index, files, pages }
}

test('robots.txt points to the index and keeps crawlers out of the admin and the API', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap-index\.xml/)
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain('Allow: /api/sitemap-blog')
  expect(text).toContain('Allow: /api/sitemap-images')
})

test('the sitemap routes list every indexable page, validated against the schemas', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const { files, pages } = await allSitemaps(request)
  expect(Object.keys(files).some((f) => f.endsWith('/api/sitemap-blog'))).toBe(true)
  expect(Object.keys(files).some((f) => f.endsWith('/api/sitemap-images'))).toBe(true)
  for (const expected of [
    '/fr',
    '/en',
    '/fr/services',
    '/en/portfolio',
    '/fr/reservation',
    '/en/blog',
  ]) {
    expect(pages, expected).toContain(expected)
  }
  for (const page of pages) {
    expect(page, 'never the admin, token pages or search results').not.toMatch(
      /^\/admin|annulation|modification|\/cancel|\/reschedule|newsletter\/|\/recherche|\/search|\/projet\//,
    )
  }
  expect(new Set(pages).size).toBe(pages.length)
  for (const page of pages)
    expect((await request.get(page, { maxRedirects: 0 })).status(), page).toBe(200)

  const articles = await request.get(
    '/api/blog-articles?where[language][equals]=en&limit=1&depth=1&sort=-published_at',
  )
  const [article] = (
    (await articles.json()) as { docs: { slug: string; category: { slug: string } }[] }
  ).docs
  const articlePath = `/en/blog/${article!.category.slug}/${article!.slug}`
  const blog = Object.entries(files).find(([name]) => name.endsWith('/api/sitemap-blog'))![1]
  const entry = blog.split('</url>').find((u) => u.includes(`${articlePath}</loc>`))
  expect(entry, articlePath).toBeDefined()
  expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
  expect(entry).toMatch(/hreflang="fr" href="[^"]+\/fr\/blog\//)
  // An article's x-default is its French version (or itself, in its only language), never
  // the site's root.
  const hrefOf = (lang: string) =>
    new RegExp(`hreflang="${lang}" href="([^"]+)"`).exec(entry ?? '')?.[1] ?? null
  expect(hrefOf('x-default')).toBe(hrefOf('fr') ?? hrefOf('en'))
  expect(new URL(hrefOf('x-default') ?? '').pathname).toMatch(/^\/(fr|en)\/blog\/./)
  const images = Object.entries(files)
    .filter(([name]) => name.includes('sitemap-images'))
    .map(([, xml]) => xml)
    .join('')
  expect(images).toMatch(
    /<image:loc>[^<]+\/api\/media\/file\/[^<]+<\/image:loc>\s*<image:caption>[^<]+</,
  )
})

test('drafts and scheduled articles stay out until published; noindex records leave out their page', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminHeaders()
  const stamp = Date.now()
  const create = async (slug: string, status: string, publishedAt?: string) => {
    const response = await request.post('/api/blog-articles', {
      headers,
      data: {
        language: 'fr',
        status,
        slug,
        title: `Article ${slug}`,
        excerpt: 'Un article de test du plan du site.',
        author_name: 'Studio Web & IA',
        views_count: 0,
        published_at: publishedAt,
        content: paragraphContent('Texte.'),
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const draft = await create(`brouillon-${stamp}`, 'draft')
  await create(`futur-${stamp}`, 'published', new Date(Date.now() + 7 * 86_400_000).toISOString())
  let { pages } = await allSitemaps(request)
  expect(pages.some((p) => p.includes(`brouillon-${stamp}`))).toBe(false)
  expect(pages.some((p) => p.includes(`futur-${stamp}`))).toBe(false)

  const published = await request.patch(`/api/blog-articles/${draft}`, {
    headers,
    data: { status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() },
  })
  expect(published.ok()).toBe(true)
  await expect
    .poll(async () => (await allSitemaps(request)).pages.includes(`/fr/blog/brouillon-${stamp}`), {
      timeout: 90_000,
    })
    .toBe(true)

  const record = await request.post('/api/seo-pages', {
    headers,
    data: {
      url: '/fr/centre-ressources-faq',
      page_type: 'resources',
      robots_meta: 'noindex, follow',
    },
  })
  expect(record.status()).toBe(201)
  ;({ pages } = await allSitemaps(request))
  expect(pages).not.toContain('/fr/centre-ressources-faq')
  expect(pages).toContain('/en/resources-center-faq')
  const { doc } = (await record.json()) as { doc: { id: number } }
  await request.delete(`/api/seo-pages/${doc.id}`, { headers })
  ;({ pages } = await allSitemaps(request))
  expect(pages).toContain('/fr/centre-ressources-faq')
})
