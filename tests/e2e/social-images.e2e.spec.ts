import { type APIRequestContext } from '@playwright/test'
import { JSDOM } from 'jsdom'

import { adminHeaders } from './support/admin-api'
import { samplePath } from './support/route-walk'
import { expect, test } from './support/fixtures'

async function metaImages(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const { document } = new JSDOM(await response.text()).window
  const content = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content') ?? ''
  return {
    og: content('meta[property="og:image"]'),
    ogWidth: content('meta[property="og:image:width"]'),
    twitter: content('meta[name="twitter:image"]'),
  }
}

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(request: APIRequestContext, url: string) {
  const { pathname, search } = new URL(url)
  const response = await request.get(pathname + search)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const bytes = await response.body()
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('pages and articles share a generated PNG: 1200x630, and 1200x675 for X', async ({
  request,
}) => {
  const paths = [
    '/fr',
    '/en',
    '/fr/services/pwa-progressive-web-apps',
    await samplePath(request, '/blog/[...slug]', 'fr'),
    await samplePath(request, '/blog/[...slug]', 'en'),
  ]
  for (const path of paths) {
    const images = await metaImages(request, path)
    expect(images.og, path).toContain('/social-image.png?')
    expect(images.ogWidth).toBe('1200')
    expect(await pngSize(request, images.og)).toEqual({ width: 1200, height: 630 })
    expect(await pngSize(request, images.twitter)).toEqual({ width: 1200, height: 675 })
  }
})

test('a forged or unsigned image address is refused', async ({ request }) => {
  const { og } = await metaImages(request, '/fr/contact')
  const forged = new URL(og)
  forged.searchParams.set('t', 'Texte choisi par un inconnu')
  expect((await request.get(forged.pathname + forged.search)).status()).toBe(404)
  expect((await request.get('/social-image.png?t=Bonjour&s=og')).status()).toBe(404)
})

test('an owner’s share image is checked when saved and used on the page', async ({
  request,
  baseURL,
}) => {
  const headers = await adminHeaders()
  const refused = await request.post('/api/seo-pages', {
    headers,
    data: {
      url: '/fr/politique-confidentialite',
      page_type: 'legal',
      social_meta: {
        enable_social_optimization: true,
        og_image: '/documents/conditions-generales-vente.pdf',
      },
    },
  })
  expect(refused.status()).toBe(400)
  const accepted = await request.post('/api/seo-pages', {
    headers,
    data: {
      url: '/fr/politique-confidentialite',
      page_type: 'legal',
      social_meta: { enable_social_optimization: true, og_image: '/images/og-default.jpg' },
    },
  })
  expect(accepted.status()).toBe(201)
  const { og, twitter } = await metaImages(request, '/fr/politique-confidentialite')
  expect(og).toBe(`${new URL(baseURL!).origin}/images/og-default.jpg`)
  expect(twitter).toBe(og)
  const image = await request.get('/images/og-default.jpg')
  expect(image.headers()['content-type']).toBe('image/jpeg')
  const { doc } = (await accepted.json()) as { doc: { id: number } }
  await request.delete(`/api/seo-pages/${doc.id}`, { headers })
  expect((await metaImages(request, '/fr/politique-confidentialite')).og).toContain(
    '/social-image.png?',
  )
})
