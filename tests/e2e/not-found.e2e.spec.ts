import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/**
 * Every address that names nothing answers 404 with the site's own not-found page, in the
 * language of its path: `<html lang>`, title, header, footer and the screen's texts, in the HTML
 * the server sends (crawlers, screen readers, visitors without JavaScript) as in the browser.
 */
const notFound = {
  fr: {
    paths: [
      '/fr/page-inexistante',
      '/fr/services/service-inconnu',
      '/fr/realisation/projet-inconnu',
      '/fr/blog/category/categorie-inconnue',
      '/fr/blog/tag/mot-cle-inconnu',
      '/fr/ancienne-page.html',
    ],
    title: 'Page introuvable',
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
    contact: 'Nous contacter',
  },
  en: {
    paths: [
      '/en/no-such-page',
      '/en/services/unknown-service',
      '/en/project/unknown-project',
      '/en/blog/category/unknown-category',
      '/en/blog/tag/unknown-tag',
      '/en/old-page.html',
    ],
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
    contact: 'Contact us',
  },
} as const

type Locale = keyof typeof notFound

/** The server's answer, as a crawler or a browser without JavaScript reads it. */
async function expectServedNotFound(request: APIRequestContext, path: string, locale: Locale) {
  const copy = notFound[locale]
  const response = await request.get(path)
  expect(response.status(), path).toBe(404)
  const html = await response.text()
  expect(html, path).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
  expect(html, path).toMatch(new RegExp(`<title>${copy.title} \\| `))
  expect(html, path).toMatch(/<header[ >]/)
  expect(html, path).toMatch(/<footer[ >]/)
  expect(html, path).toMatch(new RegExp(`<h1[^>]*>${copy.title}</h1>`))
  expect(html, path).toContain('<meta name="robots" content="noindex')
}

async function expectShownNotFound(page: Page, path: string, locale: Locale) {
  const copy = notFound[locale]
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page).toHaveTitle(new RegExp(`^${copy.title} \\| `))
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
  await expect(page.getByText(copy.text)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: copy.home })).toHaveAttribute(
    'href',
    `/${locale}`,
  )
  await expect(page.getByRole('main').getByRole('link', { name: copy.contact })).toBeVisible()
}

for (const locale of ['fr', 'en'] as const) {
  test.describe(`not-found pages (${locale})`, () => {
    test('the server sends the whole page with a 404, every time', async ({ request }) => {
      for (const path of notFound[locale].paths) {
        await expectServedNotFound(request, path, locale)
        // The second answer comes from the page cache (and a shared cache may keep it for its
        // s-maxage): still the 404, never kept as a 200.
        await expectServedNotFound(request, path, locale)
      }
    })

    test('the browser shows it, and its home link leads home', async ({ page }) => {
      for (const path of notFound[locale].paths) await expectShownNotFound(page, path, locale)
      await page.getByRole('main').getByRole('link', { name: notFound[locale].home }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFound[locale].title)
    })
  })
}

test('an unknown path without a language ends on the French not-found page', async ({
  request,
}) => {
  const response = await request.get('/page-inexistante')
  expect(new URL(response.url()).pathname).toBe('/fr/page-inexistante')
  await expectServedNotFound(request, '/page-inexistante', 'fr')
})

test.describe('not-found pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('show the same page in both languages', async ({ page }) => {
    for (const locale of ['fr', 'en'] as const) {
      await expectShownNotFound(page, notFound[locale].paths[0], locale)
      await expectShownNotFound(page, notFound[locale].paths[2], locale)
    }
  })
})
