import { type Page } from '@playwright/test'

import { expect, inOwnPage, test } from './support/fixtures'

/**
 * The shell's JavaScript budget: sonner loads on the first toast only, and no page
 * ships next-intl's ICU parser (intl-messageformat) through the shell or a prefetched form.
 * Each check reads the scripts the page loaded until the network was idle.
 */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(response.text().catch(() => ''))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return Promise.all(bodies)
}

// Strings only these libraries contain: sonner's styles and the ICU parser's error message.
const SONNER = '[data-sonner-toaster]'
const ICU_PARSER = 'Invalid number skeleton'

test('the toaster is loaded by the first toast, which still shows', async ({ page }) => {
  const scripts = await loadedScripts(page, '/en')
  expect(scripts.some((body) => body.includes(SONNER))).toBe(false)
  // The empty region sonner renders is there from the start, for assistive technology.
  await expect(page.getByRole('region', { name: 'Notifications alt+T' })).toBeAttached()

  await page.locator('body').click({ position: { x: 5, y: 400 } })
  const konami = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight']
  for (const key of [...konami, 'ArrowLeft', 'ArrowRight', 'b', 'a']) await page.keyboard.press(key)
  await expect(page.getByText('Expert Mode', { exact: true })).toBeVisible()
  // Shown by sonner's toaster, now on the page (its list is a zero-size positioning box).
  await expect(page.locator('[data-sonner-toaster] [data-sonner-toast]')).toBeVisible()
})

// Names the production chunks keep (client component exports) and strings of one module only.
const CONTACT_FORM = '"ContactForm"'
const DIAGNOSTIC_WIZARD = '"DiagnosticWizard"'
const TASK_LIST = 'PWA demo: IndexedDB unavailable'
const IMAGE_COMPONENT = 'data-nimg'

test('links preload their page when reached for, not when they come into view', async ({
  page,
}) => {
  const scripts = await loadedScripts(page, '/fr')
  // The header's contact button and the home page's diagnostic links are on screen.
  expect(scripts.some((body) => body.includes(CONTACT_FORM))).toBe(false)
  expect(scripts.some((body) => body.includes(DIAGNOSTIC_WIZARD))).toBe(false)

  const preload = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'script' &&
      response.text().then(
        (body) => body.includes(CONTACT_FORM),
        () => false,
      ),
  )
  await page.getByTestId('header-cta').hover()
  await preload
  await page.getByTestId('header-cta').click()
  await expect(page).toHaveURL(/\/fr\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the PWA demo loads its task list when the demo is reached', async ({ page }) => {
  const other = await loadedScripts(page, '/fr/services/applications-web-sur-mesure')
  expect(other.some((body) => body.includes(TASK_LIST))).toBe(false)

  const scripts = await loadedScripts(page, '/fr/services/pwa-progressive-web-apps')
  expect(scripts.some((body) => body.includes(TASK_LIST))).toBe(false)
  const card = page.getByRole('article', { name: 'Des tâches qui tiennent hors ligne' })
  await expect(card.getByLabel('Nouvelle tâche')).toHaveCount(0)

  const loaded = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'script' &&
      response.text().then(
        (body) => body.includes(TASK_LIST),
        () => false,
      ),
  )
  // The demo is folded on the page: the visitor opens it, then reaches the card.
  await page.locator('#pwa-demo-disclosure summary').click()
  await card.scrollIntoViewIfNeeded()
  await loaded
  const input = card.getByLabel('Nouvelle tâche')
  await expect(input).toBeEnabled()
  await input.fill('Relancer le devis')
  await input.press('Enter')
  await expect(card.getByRole('listitem').filter({ hasText: 'Relancer le devis' })).toBeVisible()
})

/**
 * The pages whose scripts are read: none may hold the ICU parser, and those with pictures show
 * them without next/image's client component. /fr/realisations is read once for both.
 */
const pageScripts = [
  { path: '/fr', icu: true, pictures: false },
  { path: '/en/services', icu: true, pictures: false },
  { path: '/fr/realisations', icu: true, pictures: true },
  { path: '/fr/contact', icu: true, pictures: false },
  { path: '/fr/blog/rgpd-formulaires-site-pme', icu: false, pictures: true },
]

test('pages load no ICU message parser, and show their pictures without next/image’s client component', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(pageScripts.length * 60_000)
  for (const { path, icu, pictures } of pageScripts) {
    await test.step(path, async () => {
      // A context per page, as each had a test of its own: every script comes from the network
      // and is read, none from the cache of a page read before.
      await inOwnPage(browser, { baseURL }, async (page) => {
        const scripts = await loadedScripts(page, path)
        const holds = (text: string) => scripts.some((body) => body.includes(text))
        if (icu) {
          expect.soft(scripts.length, path).toBeGreaterThan(0)
          expect.soft(holds(ICU_PARSER), path).toBe(false)
        }
        if (pictures) {
          expect.soft(holds(IMAGE_COMPONENT), path).toBe(false)
          const picture = page.locator('main img[srcset]').first()
          await picture.scrollIntoViewIfNeeded()
          await expect.soft(picture, path).toBeVisible()
          await expect.soft
            .poll(
              () =>
                picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
              { message: path },
            )
            .toBeGreaterThan(0)
        }
      })
    })
  }
})

// A property only next/link reads (its props), kept by the minifier.
const NEXT_LINK = 'legacyBehavior'

test('links are plain links the shell turns into in-page navigations, with "Chargement" / "Loading" while they run', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  for (const locale of ['fr', 'en'] as const) {
    await test.step(locale, async () => {
      // A context per language, as each had a test of its own: the second page's scripts come
      // from the network and are read, as the first's were.
      await inOwnPage(browser, { baseURL }, async (page) => {
        const scripts = await loadedScripts(page, `/${locale}`)
        expect(scripts.some((body) => body.includes(NEXT_LINK))).toBe(false)
        const loading = locale === 'fr' ? 'Chargement de la page...' : 'Loading page...'

        // The next page's data answers late, so the wait is visible.
        await page.route(`**/${locale}/contact?*`, async (route) => {
          if (route.request().headers()['rsc']) await new Promise((done) => setTimeout(done, 1500))
          await route.continue()
        })
        await page.evaluate(() => {
          window.scrollTo(0, 600)
          Object.assign(window, { sameDocument: true })
        })
        await page.getByTestId('header-cta').click()
        await expect(page.getByText(loading)).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`/${locale}/contact$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByText(loading)).toHaveCount(0)
        // Same document (no full load) and back at the top, as every path change is.
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      })
    })
  }
})

// Strings of one module only: the floating tools' watch over the controls under them, and the
// display preferences' follower.
const STEP_ASIDE = '(max-width: 47.99rem)'
const PREFERENCES = 'Display preference not saved'

test('the floating tools’ code loads after the page, once it is idle, and then works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/fr/contact')
  await expect(page.getByTestId('a11y-widget-toggle')).toBeVisible()
  // The scripts fetched before the load event, by the browser's own account.
  const early = await page.evaluate(() => {
    const { loadEventStart } = performance.getEntriesByType(
      'navigation',
    )[0] as PerformanceNavigationTiming
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < loadEventStart)
      .map((entry) => entry.name)
  })
  expect(early.length).toBeGreaterThan(0)
  const bodies = await Promise.all(early.map(async (url) => (await page.request.get(url)).text()))
  expect(bodies.some((body) => body.includes(STEP_ASIDE))).toBe(false)
  expect(bodies.some((body) => body.includes(PREFERENCES))).toBe(false)

  // Loaded when idle: the contact button steps aside from the form's first field.
  await page
    .getByLabel('Nom complet')
    .evaluate((field) => field.scrollIntoView({ block: 'end', behavior: 'instant' }))
  await expect(page.getByTestId('contact-menu-toggle').locator('xpath=..')).toHaveAttribute(
    'data-aside',
  )
})
