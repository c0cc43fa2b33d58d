import { expect, type Page, test } from '@playwright/test'

import { adminHeaders } from './support/admin-api'
import { shown } from './support/admin-page'
import { axeViolations } from './support/axe'
import { e2eAdmin } from './support/e2e-env'

async function signIn(page: Page) {
  const response = await page.request.post('/api/admin-users/login', { data: e2eAdmin })
  expect(response.ok()).toBe(true)
}

/** The eleven main entries, then the lists grouped below them, with where each one lands. */
const entries: [label: string, href: string, lands: RegExp][] = [
  ['Dashboard', '/admin/dashboard', /\/admin$/],
  ['SEO Manager', '/admin/seo', /\/admin\/seo$/],
  ['Contacts', '/admin/contacts', /\/admin\/collections\/contacts(\?|$)/],
  ['Leads', '/admin/leads', /\/admin\/collections\/leads(\?|$)/],
  ['Audits', '/admin/audits', /\/admin\/collections\/audits(\?|$)/],
  ['Rendez-vous', '/admin/appointments', /\/admin\/collections\/appointments(\?|$)/],
  ['Calendrier', '/admin/calendar', /\/admin\/calendar$/],
  ['Diagnostics', '/admin/diagnostics', /\/admin\/collections\/diagnostics(\?|$)/],
  ['Calculs ROI', '/admin/roi', /\/admin\/collections\/roi(\?|$)/],
  ['Popups', '/admin/popups', /\/admin\/collections\/popups(\?|$)/],
  ['Sécurité', '/admin/security', /\/admin\/security$/],
  ['Blog', '/admin/blog', /\/admin\/collections\/blog-articles(\?|$)/],
  ['Réalisations', '/admin/projects', /\/admin\/collections\/projects(\?|$)/],
  ['Newsletter', '/admin/newsletter', /\/admin\/collections\/newsletter-subscribers(\?|$)/],
  ["Boîte d'envoi", '/admin/outbox', /\/admin\/collections\/email-outbox(\?|$)/],
]

test.describe('back-office navigation', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('lists the eleven main entries in order, then the other lists', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Panel Admin' })
    const spec = nav.getByRole('list').first().getByRole('link')
    await expect(spec).toHaveText(entries.slice(0, 11).map(([label]) => label))
  })

  test('every entry opens its screen, marked as the current one', async ({ page }) => {
    await signIn(page)
    for (const [label, href, lands] of entries) {
      await page.goto(href)
      await expect(page, label).toHaveURL(lands)
      await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible()
      const link = page
        .getByRole('navigation', { name: 'Panel Admin' })
        .getByRole('link', { name: label, exact: true })
      await expect(link, label).toHaveAttribute('aria-current', 'page')
    }
  })
})

/**
 * Every kind of admin screen: ours (dashboard, SEO Manager, Calendrier, Sécurité) and Payload's
 * lists, create and edit forms (select boxes, date pickers, rich text, uploads, array rows),
 * globals and the account, each checked whole with axe, frame included.
 */
const screens = [
  '/admin',
  '/admin/seo',
  '/admin/calendar',
  '/admin/security',
  '/admin/collections/leads',
  '/admin/collections/contacts',
  '/admin/collections/blog-articles',
  '/admin/collections/media',
  '/admin/collections/leads/create',
  '/admin/collections/blog-articles/create',
  '/admin/collections/media/create',
  '/admin/collections/projects/create',
  '/admin/globals/site-settings',
  '/admin/globals/booking-settings',
  '/admin/account',
]

/** Axe's findings once the page has settled (the repairs run on the frame after each redraw). */
async function settledViolations(page: Page): Promise<string[]> {
  let found: string[] = []
  await expect
    .poll(async () => (found = await axeViolations(page)), { timeout: 8_000 })
    .toEqual([])
    .catch(() => undefined)
  return found
}

for (const viewport of [
  { name: 'desktop', width: 1500, height: 1000 },
  { name: 'tablet', width: 820, height: 1180 },
]) {
  test.describe(`admin screens on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('have no axe violations and no sideways scrolling', async ({ page }) => {
      test.setTimeout(180_000)
      await signIn(page)
      const problems: string[] = []
      const check = async (screen: string) => {
        await expect(page.getByRole('heading', { level: 1 }).first(), screen).toBeVisible()
        problems.push(...(await settledViolations(page)).map((line) => `${screen} ${line}`))
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, screen).toBeLessThanOrEqual(0)
      }
      for (const screen of screens) {
        await page.goto(screen)
        await check(screen)
      }
      // An article with its picture, tags and body: the richest edit form.
      await page.goto('/admin/collections/blog-articles')
      await shown(page.locator('table tbody tr a')).first().click()
      await expect(page).toHaveURL(/\/admin\/collections\/blog-articles\/\d+$/)
      await check('article edit')
      expect(problems).toEqual([])
    })
  })
}

test.describe('site settings', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('a phone number changed in the admin shows on the public site, no redeploy', async ({
    page,
  }) => {
    await signIn(page)
    const original = await (await page.request.get('/api/globals/site-settings')).json()
    const phone = '+33 6 39 98 00 77'
    try {
      await page.goto('/admin/globals/site-settings')
      await page.locator('#field-phone').fill(phone)
      await page.getByRole('button', { name: 'Sauvegarder' }).click()
      await expect(page.locator('.payload-toast-item, [data-sonner-toast]').first()).toBeVisible()
      // The cached pages are refreshed in the background: the next visits show the new number.
      await expect
        .poll(
          async () => {
            await page.goto('/fr/contact')
            return page.locator('main a[href^="tel:"]').first().getAttribute('href')
          },
          { timeout: 20_000 },
        )
        .toBe('tel:+33639980077')
    } finally {
      const restore = await page.request.post('/api/globals/site-settings', {
        data: { phone: original.phone },
        headers: await adminHeaders(page.request),
      })
      expect(restore.ok()).toBe(true)
    }
  })
})
