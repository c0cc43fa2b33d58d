import { type Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

async function pngSize(page: Page, path: string) {
  const response = await page.request.get(path)
  expect(response.headers()['content-type'], path).toBe('image/png')
  const bytes = await response.body()
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        urls.push(new URL(request.url).pathname)
    }
    return urls
  })

test('the web app manifest: names, colours, icons and shortcuts', async ({ page }) => {
  await page.goto('/fr')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string
    short_name: string
    theme_color: string
    background_color: string
    display: string
    start_url: string
    icons: { src: string; sizes: string; purpose: string }[]
    shortcuts: { url: string }[]
  }
  expect(manifest).toMatchObject({
    short_name: 'Studio Web & IA',
    theme_color: '#ff0054',
    background_color: '#1a1a2e',
    display: 'standalone',
    start_url: '/fr',
  })
  for (const icon of manifest.icons) expect(await pngSize(page, icon.src)).toBe(icon.sizes)
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/fr/reservation', '/fr/contact'])
})

test('offline: visited pages still open, others show the offline page in their language', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.goto('/fr/services')
  await controlled(page)
  await page.reload()
  await page.goto('/en')
  // Private pages and the API pass through the worker without being stored.
  await page.goto('/admin/login')
  await page.goto('/fr/guide-applications-web-pwa')
  // The demo's task list loads (and is kept for offline use) once the visitor reaches it.
  const tasks = page.getByRole('article', { name: 'Des tâches qui tiennent hors ligne' })
  await tasks.scrollIntoViewIfNeeded()
  await expect(tasks.getByLabel('Nouvelle tâche')).toBeEnabled()
  await page.evaluate(() => fetch('/api/globals/site-settings').then((r) => r.text()))
  const urls = await cachedUrls(page)
  expect(urls).toContain('/fr/services')
  expect(urls).toContain('/fr/hors-ligne')
  expect(urls).toContain('/en/offline')
  expect(urls.filter((url) => url.startsWith('/admin') || url.startsWith('/api/'))).toEqual([])

  await context.setOffline(true)
  await page.goto('/fr/services')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vous êtes hors ligne')
  await page.goto('/fr/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne')
  await expectNoAxeViolations(page)
  await page.goto('/en/portfolio')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')

  // The PWA demo's page was visited online: it reopens offline and its task list still works.
  await page.goto('/fr/guide-applications-web-pwa')
  const card = page.getByRole('article', { name: 'Des tâches qui tiennent hors ligne' })
  await card.scrollIntoViewIfNeeded()
  const input = card.getByLabel('Nouvelle tâche')
  await expect(input).toBeEnabled()
  await input.fill('Relire le devis hors connexion')
  await input.press('Enter')
  await expect(
    card.getByRole('listitem').filter({ hasText: 'Relire le devis hors connexion' }),
  ).toBeVisible()
  await context.setOffline(false)
})
