import { expect, type Page, test } from '@playwright/test'

import { locales } from '@/i18n/locales'
import { type RouteKey, routeTable } from '@/i18n/route-table'

import { samplePath } from './support/route-walk'

// Every route of the route table in both languages (the search with results, a tag), and every
// page of the sitemaps (each project, category and article), loaded once on a
// 320 px phone and then widened: no page is wider than the screen, so nothing (text, the menu
// button, the language switch, the floating buttons) is cut off or pushed out of reach.
const widths = [320, 390, 768]

async function sitemapPaths(page: Page, sitemap: string): Promise<string[]> {
  const response = await page.request.get(sitemap)
  expect(response.status(), sitemap).toBe(200)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
  return locations.map(([, location]) => new URL(location!).pathname)
}

/** How far the page reaches past the right edge of the screen, with what sticks out first. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const over = document.documentElement.scrollWidth - width
    if (over <= 0) return null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      if (range.getBoundingClientRect().right > width + 1)
        return `${over}px, "${node.textContent?.trim().slice(0, 60)}"`
    }
    return `${over}px`
  })

test('no page is wider than a phone or a tablet screen, in either language', async ({ page }) => {
  test.setTimeout(240_000)
  const routes: string[] = []
  for (const key of Object.keys(routeTable) as RouteKey[]) {
    if (key === '/projet/[id]') continue
    for (const locale of locales) routes.push(await samplePath(page.request, key, locale))
  }
  const sitemaps = [
    ...(await sitemapPaths(page, '/sitemap-pages.xml')),
    ...(await sitemapPaths(page, '/api/sitemap-blog')),
  ]
  const paths = [...new Set([...routes, ...sitemaps])]
  // Both languages and the tutorials with code blocks and long addresses are in the walk.
  expect(paths).toEqual(
    expect.arrayContaining([
      '/fr',
      '/en',
      '/fr/blog/tutorial/optimiser-fiche-google-business-profile',
      '/en/blog/tutorial/optimize-google-business-profile',
    ]),
  )
  const wider: string[] = []
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    const response = await page.goto(path, { waitUntil: 'load' })
    expect(response?.status(), path).toBe(200)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await overflowOf(page)
      if (overflow) wider.push(`${path} at ${width} px: ${overflow}`)
    }
  }
  expect(wider).toEqual([])
})
