import { type Route } from '@playwright/test'

import { expect, inOwnPage, test } from './support/fixtures'

// The accessibility widget's panel loads its code apart from the page's, once the page is idle or
// when first reached for: a failed load says so in the page's language and offers to try again.
// (The contact menu's links come with the page.)

test.describe('the accessibility panel loaded on demand', () => {
  // The service worker would answer from its precache, out of the test's network blocking.
  test.use({ serviceWorkers: 'block' })
  const cases = [
    { locale: 'fr', error: 'Erreur de chargement', retry: 'Réessayer' },
    { locale: 'en', error: 'Loading error', retry: 'Retry' },
  ]
  test('show "Erreur de chargement" / "Loading error" when their code cannot be fetched, and "Réessayer" / "Retry" loads it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(cases.length * 60_000)
    for (const { locale, error, retry } of cases) {
      await test.step(locale, async () => {
        // A context per language, as each had a test of its own: nothing loaded for the first
        // (its code in the cache, its panels opened) may help the second.
        await inOwnPage(browser, { baseURL, serviceWorkers: 'block' }, async (page) => {
          // The scripts the page's HTML names load; every one it asks for later fails, as
          // offline or after a new deployment.
          const html = await (await page.request.get(`/${locale}`)).text()
          const named = new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))
          const block = (route: Route) =>
            named.has(new URL(route.request().url()).pathname)
              ? route.continue()
              : route.abort('internetdisconnected')
          await page.route('**/_next/static/chunks/**', block)
          await page.goto(`/${locale}`)
          await page.waitForLoadState('networkidle')

          await page.getByTestId('a11y-widget-toggle').click()
          const alert = page.getByRole('alert').filter({ hasText: error })
          await expect(alert).toBeVisible()
          await expect(page.getByTestId('a11y-font-size')).toHaveCount(0)

          await page.unroute('**/_next/static/chunks/**', block)
          await alert.getByRole('button', { name: retry }).click()
          await expect(page.getByTestId('a11y-font-size')).toBeVisible()
          await expect(alert).toHaveCount(0)
        })
      })
    }
  })
})
