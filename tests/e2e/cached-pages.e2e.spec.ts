import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { locales } from '@/i18n/locales'
import { type RouteDefinition, type RouteKey, routeTable } from '@/i18n/route-table'

import { adminHeaders, uniqueEmail } from './support/admin-api'
import { e2ePort, e2eServerEnv } from './support/e2e-env'
import { installPageClock, takeFillTime, waitForServerFillTime } from './support/fill-time'
import { samplePath, samplePathParams } from './support/route-walk'
import { expect, test } from './support/fixtures'

/** Every public page that does not read the request, in both languages, with sample values. */
async function cachedPaths(request: APIRequestContext): Promise<string[]> {
  const keys = (Object.entries(routeTable) as [RouteKey, RouteDefinition][])
    .filter(([key, route]) => !route.perRequest && key !== '/projet/[id]')
    .map(([key]) => key)
  const paths: string[] = []
  for (const key of keys) {
    for (const locale of locales) paths.push(await samplePath(request, key, locale))
  }
  // The portfolio's filters are cached route segments too (as are the blog lists' ?page=n,
  // which the seeded blog is too short to have).
  paths.push('/en/portfolio?category=web', '/fr/realisations?category=ai')
  return paths
}

/** The raw header lines of a response, as a proxy that merges repeated headers reads them. */
function rawHeaders(path: string): Promise<{ status: number; raw: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: e2ePort, path }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, raw: response.rawHeaders })
      })
      .on('error', reject)
  })
}

const header = (response: APIResponse, name: string) => response.headers()[name] ?? ''

test.describe('public pages served from the page cache', () => {
  test('pages that read the request render per visit, under the policy with a nonce', async ({
    request,
  }) => {
    const paths = [
      '/fr/reservation',
      '/en/booking?service=ia',
      '/en/search?q=pwa',
      '/fr/recherche?q=site',
      '/fr/centre-ressources-faq?q=h%C3%A9bergement',
      '/en/newsletter/unsubscribe?token=x',
      '/fr/reservation/annulation?token=x',
    ]
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(header(response, 'cache-control'), path).toMatch(/no-store/)
      expect(header(response, 'x-nextjs-cache'), path).toBe('')
      expect(header(response, 'content-security-policy'), path).toMatch(/'nonce-[^']+'/)
    }
    // The FAQ search without JavaScript still filters: one theme's answer, not the whole FAQ.
    const filtered = await (
      await request.get('/fr/centre-ressources-faq?q=h%C3%A9bergement')
    ).text()
    const whole = await (await request.get('/fr/centre-ressources-faq')).text()
    expect(filtered.length).toBeLessThan(whole.length)
  })

  test('an article’s other address redirects with one Location, rendered or cached', async ({
    request,
  }) => {
    const response = await request.get('/api/blog-categories?limit=100&depth=0')
    const slugs = ((await response.json()) as { docs: { slug: string }[] }).docs.map((c) => c.slug)
    const canonical = await samplePath(request, '/blog/[...slug]', 'fr')
    const [, , , category, article] = canonical.split('/')
    const other = slugs.find((slug) => slug !== category)!
    // A made-up path each run: the first request renders the redirect, the second reads it back.
    const moved = `/fr/blog/${other}/${article}`
    for (const round of ['rendered', 'cached']) {
      const { status, raw } = await rawHeaders(moved)
      expect(status, round).toBe(308)
      const locations = raw.filter((_, index) => index % 2 === 0 && /^location$/i.test(raw[index]!))
      expect(locations, round).toHaveLength(1)
      expect(raw[raw.findIndex((name) => /^location$/i.test(name)) + 1], round).toBe(canonical)
    }
  })

  test('an owner’s change shows on the next request after the save', async ({ request }) => {
    const { slug } = await samplePathParams(request)
    const headers = await adminHeaders()
    const found = await request.get(`/api/projects?where[slug][equals]=${slug}&locale=fr&depth=0`)
    const [project] = ((await found.json()) as { docs: { id: number; title: string }[] }).docs
    const pages = [`/fr/realisation/${slug}`, '/fr/realisations', '/fr/realisations?category=web']
    for (const path of pages) await request.get(path)
    const title = `${project!.title} (mis à jour ${Date.now()})`
    const saved = await request.patch(`/api/projects/${project!.id}?locale=fr`, {
      data: { title },
      headers,
    })
    expect(saved.ok()).toBe(true)
    try {
      const project = await request.get(pages[0]!)
      expect(await project.text()).toContain(title)
      const list = await request.get(pages[1]!)
      expect(await list.text()).toContain(title)
      // Kept again once rendered with the change.
      expect(header(await request.get(pages[0]!), 'x-nextjs-cache')).toBe('HIT')
    } finally {
      await request.patch(`/api/projects/${project!.id}?locale=fr`, {
        data: { title: project!.title },
        headers,
      })
    }
  })

  test('what a visitor sends never shows on a cached page', async ({ page, request }) => {
    const marker = `Visiteur${Date.now().toString(36)}`
    await installPageClock(page)
    await page.goto('/fr/contact')
    const form = page.locator('section[aria-labelledby="contact-form-title"]')
    await form.getByLabel('Nom complet').fill(`${marker} <b>${marker}</b>`)
    await form.getByLabel('E-mail professionnel').fill(`${marker.toLowerCase()}@example.com`)
    await form.getByLabel(/^Entreprise/).fill(`${marker} SARL`)
    await page.locator('#contact-challenge').selectOption('automation')
    await page.locator('#contact-goals').selectOption('efficiency')
    await page.locator('#contact-projectType').selectOption('webapp')
    await page.locator('#contact-budget').selectOption('medium')
    await page.locator('#contact-project').fill(`Bonjour, ${marker} voudrait un site.`)
    await takeFillTime(page)
    await page.getByRole('button', { name: 'Envoyer mon message' }).click()
    await expect(page.getByText('Message envoyé avec succès !')).toBeVisible()

    for (const path of await cachedPaths(request)) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toContain(marker)
    }
  })
})

/** Every file of the page cache on disk (the e2e server keeps it in its build folder). */
function pageCacheFiles(): Set<string> {
  const server = path.resolve(e2eServerEnv(e2ePort).NEXT_DIST_DIR ?? '.next', 'server')
  const files = new Set<string>()
  for (const folder of ['app', 'route-cache']) {
    const root = path.join(server, folder)
    if (!fs.existsSync(root)) continue
    for (const file of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (file.isFile()) files.add(path.join(file.parentPath, file.name))
    }
  }
  return files
}

test.describe('what the page cache keeps', () => {
  test('answers nobody published leave nothing in the page cache', async ({ request }) => {
    const stamp = Date.now().toString(36)
    const response = await request.get('/api/blog-categories?limit=100&depth=0')
    const slugs = ((await response.json()) as { docs: { slug: string }[] }).docs.map((c) => c.slug)
    const canonical = await samplePath(request, '/blog/[...slug]', 'en')
    const [, , , category, article] = canonical.split('/')
    const answers: [string, number][] = [
      [`/fr/inconnu-${stamp}`, 404],
      [`/en/unknown-${stamp}/deeper`, 404],
      [`/fr/realisation/inconnu-${stamp}`, 404],
      [`/en/blog/category/unknown-${stamp}`, 404],
      [`/fr/blog?page=abc-${stamp}`, 404],
      [`/en/blog/category/${category}?page=0${stamp}`, 404],
      // A page number past the last page: rendered to find out, never kept.
      ['/fr/blog?page=9999', 404],
      [`/en/blog/${slugs.find((slug) => slug !== category)}/${article}`, 308],
    ]
    const before = pageCacheFiles()
    for (const [address, status] of answers) {
      // The second request would be served from the cache had the first been kept.
      for (const round of [1, 2]) {
        const answer = await request.get(address, { maxRedirects: 0 })
        expect(answer.status(), `${address} (${round})`).toBe(status)
      }
    }
    const added = [...pageCacheFiles()].filter((file) => !before.has(file))
    expect(added).toEqual([])
  })

  test('a visit’s query is never written into a cached page', async ({ request }) => {
    const marker = `evil-marker-${Date.now().toString(36)}`
    const { slug } = await samplePathParams(request)
    const found = await request.get(`/api/projects?where[slug][equals]=${slug}&locale=fr&depth=0`)
    const [project] = ((await found.json()) as { docs: { id: number; title: string }[] }).docs
    // Saving the project expires its page: the next request renders it.
    const saved = await request.patch(`/api/projects/${project!.id}?locale=fr`, {
      data: { title: project!.title },
      headers: await adminHeaders(),
    })
    expect(saved.ok()).toBe(true)
    const address = `/fr/realisation/${slug}`
    // Sent to the address without the query the page does not use, which alone is rendered.
    const sent = await request.get(`${address}?utm_source=${marker}`, { maxRedirects: 0 })
    expect(sent.status()).toBe(308)
    expect(new URL(sent.headers().location!, 'http://site.test').pathname).toBe(address)
    expect(sent.headers().location).not.toContain(marker)
    const first = await request.get(`${address}?utm_source=${marker}`)
    expect(first.status()).toBe(200)
    expect(header(first, 'x-nextjs-cache')).not.toBe('HIT')
    expect(await first.text()).not.toContain(marker)
    const second = await request.get(address)
    expect(header(second, 'x-nextjs-cache')).toBe('HIT')
    expect(await second.text()).not.toContain(marker)
    // A shared cache on the way may serve it stale for a day at most.
    const stale = /stale-while-revalidate=(\d+)/.exec(header(second, 'cache-control'))
    expect(Number(stale?.[1])).toBeGreaterThan(0)
    expect(Number(stale?.[1])).toBeLessThanOrEqual(86_400)
  })
})

test.describe('a cached form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  async function sendContact(page: Page): Promise<void> {
    await page.goto('/fr/contact')
    const shownAt = Date.now()
    const form = page.locator('section[aria-labelledby="contact-form-title"]')
    await form.getByLabel('Nom complet').fill('Claire Test')
    await form.getByLabel('E-mail professionnel').fill(uniqueEmail('clock'))
    await form.getByLabel(/^Entreprise/).fill('Atelier Lumière')
    await page.locator('#contact-challenge').selectOption('automation')
    await page.locator('#contact-goals').selectOption('efficiency')
    await page.locator('#contact-projectType').selectOption('webapp')
    await page.locator('#contact-budget').selectOption('medium')
    await page.locator('#contact-project').fill('Nous voulons automatiser nos devis.')
    await waitForServerFillTime(page, shownAt)
    await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  }

  test('is timed from the visitor’s own clock, never from the time the page was cached', async ({
    page,
  }) => {
    // A robot reads the page, none of its images, and posts back the form as it was cached.
    await page.route('**/api/form-clock', (route) => route.abort())
    await sendContact(page)
    await expect(page.getByText('Votre message n’a pas pu être envoyé.')).toBeVisible()
    await expect(page.getByText('Message envoyé avec succès !')).toHaveCount(0)
    // A person's browser loads the form's image, which starts the clock.
    await page.unroute('**/api/form-clock')
    await sendContact(page)
    await expect(page.getByText('Message envoyé avec succès !')).toBeVisible()
  })
})
