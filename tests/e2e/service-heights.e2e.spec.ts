import { type Page } from '@playwright/test'

import { servicePages } from '@/config/service-pages'
import type { Locale } from '@/i18n/locales'
import { localizedPath, type StaticPathname } from '@/i18n/pathnames'
import { expect, test } from './support/fixtures'

/**
 * The service pages, the about page and the free consultation page stay short: a main part
 * that, with the footer, fits in about ten phone screens. Each page is loaded once; the widths
 * are switched in the loaded page.
 */
const phoneMain = 7_000
// The audit page also holds the audit request form.
const phoneMainAudit = 7_700
const wideMain = 5_000

const paths: StaticPathname[] = [
  ...servicePages.map(({ href }) => href),
  '/services',
  '/a-propos',
  '/consultation-expertise-gratuite',
]

/** The document's and the main part's heights at a given width, once the layout settles. */
async function heightsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 })
  return page.evaluate(
    () =>
      new Promise<{ document: number; main: number }>((resolve) => {
        requestAnimationFrame(() =>
          resolve({
            document: document.documentElement.scrollHeight,
            main: document.querySelector('main')?.getBoundingClientRect().height ?? 0,
          }),
        )
      }),
  )
}

/**
 * Grids of the main part whose last row holds a single item while the others hold several:
 * a card left alone on its row. Columns are counted from the items' left edges.
 */
function orphanGrids(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('ul, ol')]
      .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
      .flatMap((list) => {
        // Items hidden at this width (a third project left out on a phone) take no place.
        const shown = [...list.children].filter((item) => item.getBoundingClientRect().width > 0)
        const lefts = shown.map((item) => Math.round(item.getBoundingClientRect().left))
        const columns = new Set(lefts).size
        const lastRow = shown.length % columns
        return columns > 1 && lastRow === 1
          ? [
              `${list.closest('section')?.getAttribute('aria-labelledby')}: ${shown.length} in ${columns}`,
            ]
          : []
      }),
  )
}

test.describe('short pages', () => {
  test('service, about and consultation pages stay short, with no lone card, in both languages', async ({
    page,
  }) => {
    test.setTimeout(paths.length * 2 * 30_000)
    for (const locale of ['fr', 'en'] as Locale[]) {
      for (const path of paths) {
        const url = localizedPath(locale, path)
        await test.step(url, async () => {
          await page.setViewportSize({ width: 390, height: 844 })
          await page.goto(url)
          const phone = await heightsAt(page, 390)
          if (path !== '/services') {
            const limit = path.includes('audit') ? phoneMainAudit : phoneMain
            expect.soft(phone.main, `${url} main at 390`).toBeLessThanOrEqual(limit)
          }
          for (const width of [390, 768, 1024, 1440]) {
            await page.setViewportSize({ width, height: 844 })
            expect.soft(await orphanGrids(page), `${url} at ${width}`).toEqual([])
          }
          const wide = await heightsAt(page, 1440)
          expect.soft(wide.main, `${url} main at 1440`).toBeLessThanOrEqual(wideMain)
        })
      }
    }
  })
})
