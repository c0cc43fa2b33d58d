import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import proxy, { config } from '@/proxy'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/

const get = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers }))

/** The request headers the app receives after the proxy, as Next.js applies them. */
function forwarded(response: Response): Record<string, string> {
  const names = response.headers.get('x-middleware-override-headers')?.split(',') ?? []
  return Object.fromEntries(
    names.map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? '']),
  )
}

describe('request ids in the proxy', () => {
  it('gives a page, a redirect and an API response an id, forwarded to the app', async () => {
    const page = await get('/fr', { cookie: 'NEXT_LOCALE=fr' })
    const id = page.headers.get('x-request-id')
    expect(id).toMatch(UUID)
    expect(forwarded(page)['x-request-id']).toBe(id)

    const redirect = await get('/', { 'accept-language': 'en' })
    expect(redirect.status).toBe(307)
    expect(redirect.headers.get('x-request-id')).toMatch(UUID)

    const api = await get('/api/health', {
      cookie: 'payload-token=abc',
      accept: 'application/json',
    })
    expect(api.headers.get('x-middleware-next')).toBe('1')
    const apiId = api.headers.get('x-request-id')
    expect(apiId).toMatch(UUID)
    expect(apiId).not.toBe(id)
    // The other headers reach Payload unchanged.
    expect(forwarded(api)).toEqual({
      accept: 'application/json',
      cookie: 'payload-token=abc',
      'x-request-id': apiId,
    })
  })

  it("keeps a reverse proxy's well-formed id and replaces a malformed one", async () => {
    const kept = await get('/en/contact', { 'x-request-id': 'nginx-4f2a9c01b7e5d3a8' })
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a9c01b7e5d3a8')
    expect(forwarded(kept)['x-request-id']).toBe('nginx-4f2a9c01b7e5d3a8')

    const replaced = await get('/api/health', { 'x-request-id': `bad id ${'x'.repeat(200)}` })
    expect(replaced.headers.get('x-request-id')).toMatch(UUID)
    expect(forwarded(replaced)['x-request-id']).toBe(replaced.headers.get('x-request-id'))
  })

  it("keeps the admin's default language cookie beside the id", async () => {
    const admin = await get('/admin')
    expect(admin.headers.get('x-request-id')).toMatch(UUID)
    expect(forwarded(admin)).toMatchObject({
      cookie: 'payload-lng=fr',
      'x-request-id': admin.headers.get('x-request-id'),
    })
  })

  it('runs for pages, the admin and the API, not for static files or uploads', () => {
    const matches = (url: string, headers: Record<string, string> = {}) =>
      unstable_doesMiddlewareMatch({ config, url, headers })
    expect(matches('/fr/services')).toBe(true)
    expect(matches('/admin/collections/leads')).toBe(true)
    expect(matches('/api/health')).toBe(true)
    expect(matches('/api/popups/active')).toBe(true)
    expect(matches('/blog-preview')).toBe(true)
    expect(matches('/api/media', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(false)
    expect(
      matches('/api/admin-users/login', { 'content-type': 'multipart/form-data; boundary=x' }),
    ).toBe(true)
    expect(matches('/_next/static/chunks/main.js')).toBe(false)
    expect(matches('/_next/image')).toBe(false)
    expect(matches('/favicon.ico')).toBe(false)
    expect(matches('/images/og-default.jpg')).toBe(false)
  })
})

describe('malformed API queries in the proxy', () => {
  it('refuses a where parameter that is not JSON before Payload runs', async () => {
    const refused = await get('/api/blog-articles?where=abc')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      errors: [{ message: 'The "where" parameter is not valid JSON.' }],
    })
    expect(refused.headers.get('x-request-id')).toMatch(UUID)
    const passed = await get('/api/blog-articles?where[id][in]=1')
    expect(passed.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('the Content-Security-Policy in the proxy', () => {
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
  const scriptsOf = (response: Response) =>
    /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

  it('gives a page rendered per request a nonce of its own, in the header and to the app', async () => {
    for (const path of ['/fr/recherche?q=site', '/en/booking', '/fr/reservation/annulation']) {
      const first = await get(path)
      const second = await get(path)
      const nonce = nonceOf(first.headers.get('content-security-policy'))
      expect(nonce, path).toBeTruthy()
      expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce)
      expect(forwarded(first)['content-security-policy']).toBe(
        first.headers.get('content-security-policy'),
      )
      // The layout's boot script runs by its hash, beside the nonce.
      expect(scriptsOf(first)).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/)
    }
  })

  it('gives cached pages the fixed policy, and never a nonce the visitor sent', async () => {
    const paths = [
      '/fr',
      '/en/services',
      '/fr/blog/seo/un-article',
      '/en/portfolio?category=web',
      '/fr/centre-ressources-faq',
      '/en/about',
    ]
    for (const path of paths) {
      const page = await get(path, { 'content-security-policy': "script-src 'nonce-forged'" })
      expect(scriptsOf(page), path).toBe("'self' 'unsafe-inline'")
      expect(forwarded(page)['content-security-policy']).toBe(
        page.headers.get('content-security-policy'),
      )
      expect(page.headers.get('set-cookie'), path).toBeNull()
    }
  })

  it('renders the owner’s preview and a search without JavaScript per request', async () => {
    const preview = await get('/fr/blog/seo/un-article', { cookie: '__prerender_bypass=1' })
    expect(nonceOf(preview.headers.get('content-security-policy'))).toBeTruthy()
    const faq = await get('/en/resources-center-faq?q=price')
    expect(nonceOf(faq.headers.get('content-security-policy'))).toBeTruthy()
  })

  it('covers the admin and redirects, and replaces a nonce the visitor sent', async () => {
    const admin = await get('/admin', { 'content-security-policy': "script-src 'nonce-forged'" })
    const nonce = nonceOf(admin.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    expect(nonce).not.toBe('forged')
    expect(forwarded(admin)['content-security-policy']).toContain(`'nonce-${nonce}'`)
    const redirect = await get('/', { 'accept-language': 'en' })
    expect(redirect.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('leaves the API with the site-wide header (JSON and files run no script)', async () => {
    const api = await get('/api/health')
    expect(api.headers.get('content-security-policy')).toBeNull()
    expect(forwarded(api)['content-security-policy']).toBeUndefined()
  })
})

describe('what the proxy lets reach the page cache', () => {
  it('answers a blog ?page= that is no page number itself, in the language of the path', async () => {
    const refused = await get('/en/blog?page=abc')
    expect(refused.status).toBe(404)
    expect(refused.headers.has('x-middleware-rewrite')).toBe(false)
    expect(await refused.text()).toContain('<html lang="en">')
    expect((await get('/fr/blog?page=2')).headers.get('x-middleware-rewrite')).toMatch(
      /\/fr\/blog\/page\/2$/,
    )
  })

  it('sends a cached page’s read to its address without the query it does not use', async () => {
    const sent = await get('/fr/contact?utm_source=evil-marker&budget=medium')
    expect(sent.status).toBe(308)
    expect(sent.headers.get('location')).toBe('http://localhost:3000/fr/contact?budget=medium')
    // Pages rendered per request keep their query; a form's post goes on as it was sent.
    expect((await get('/en/search?q=pwa&utm_source=x')).status).not.toBe(308)
    const post = await proxy(
      new NextRequest('http://localhost:3000/fr/contact?utm_source=x', { method: 'POST' }),
    )
    expect(post.status).not.toBe(308)
  })
})
