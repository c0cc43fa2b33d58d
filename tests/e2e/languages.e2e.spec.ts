import { e2ePort } from './support/e2e-env'
import { expect, test } from './support/fixtures'

async function redirectOf(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(path, { headers, maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

test.describe('language redirects', () => {
  test('/ goes to the saved language, then the browser language, then French (307); a slug of one language goes there for good (308), a shared slug follows the visitor', async ({
    request,
  }) => {
    expect.soft(await redirectOf(request, '/', { 'Accept-Language': 'en-GB,en;q=0.9' })).toEqual({
      status: 307,
      location: '/en',
    })
    expect.soft(await redirectOf(request, '/', { 'Accept-Language': 'fr-FR' })).toEqual({
      status: 307,
      location: '/fr',
    })
    expect.soft(await redirectOf(request, '/', { 'Accept-Language': 'de-DE,es;q=0.8' })).toEqual({
      status: 307,
      location: '/fr',
    })
    expect
      .soft(
        await redirectOf(request, '/', { 'Accept-Language': 'fr-FR', Cookie: 'NEXT_LOCALE=en' }),
      )
      .toEqual({ status: 307, location: '/en' })

    expect.soft(await redirectOf(request, '/realisations', { 'Accept-Language': 'en' })).toEqual({
      status: 308,
      location: '/fr/realisations',
    })
    expect.soft(await redirectOf(request, '/portfolio', { 'Accept-Language': 'fr' })).toEqual({
      status: 308,
      location: '/en/portfolio',
    })
    expect.soft(await redirectOf(request, '/contact', { 'Accept-Language': 'en' })).toEqual({
      status: 307,
      location: '/en/contact',
    })
  })
})

test.describe('language of each page', () => {
  test('/fr and /en declare their language, canonical and alternates', async ({ page }) => {
    for (const locale of ['fr', 'en'] as const) {
      await test.step(`/${locale}`, async () => {
        await page.goto(`/${locale}`)
        await expect.soft(page.locator('html')).toHaveAttribute('lang', locale)
        const canonical = page.locator('link[rel="canonical"]')
        await expect.soft(canonical).toHaveAttribute('href', new RegExp(`/${locale}$`))
        await expect
          .soft(page.locator('link[rel="alternate"][hreflang="fr"]'))
          .toHaveAttribute('href', /\/fr$/)
        await expect
          .soft(page.locator('link[rel="alternate"][hreflang="en"]'))
          .toHaveAttribute('href', /\/en$/)
        await expect
          .soft(page.locator('link[rel="alternate"][hreflang="x-default"]'))
          .toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:${e2ePort}/?$`))
        await expect
          .soft(page.locator('meta[property="og:locale"]'))
          .toHaveAttribute('content', locale === 'fr' ? 'fr_FR' : 'en_US')
      })
    }
  })

  test('an unknown page shows the not-found page in the visitor language', async ({ page }) => {
    const fr = await page.goto('/fr/cette-page-n-existe-pas')
    expect(fr?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

    const en = await page.goto('/en/no-such-page')
    expect(en?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })
})
