import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

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
      '/fr/projet/99',
    ],
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
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
      '/en/projet/99',
    ],
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
    contact: 'Contact us',
  },
} as const

type Locale = keyof typeof notFound

// The checks below are soft: a test that goes through several addresses reports every one that
// fails, not the first only.

/** The server's answer, as a crawler or a browser without JavaScript reads it. */
async function expectServedNotFound(request: APIRequestContext, path: string, locale: Locale) {
  const copy = notFound[locale]
  const response = await request.get(path)
  expect.soft(response.status(), path).toBe(404)
  const html = await response.text()
  expect.soft(html, path).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
  expect.soft(html, path).toMatch(new RegExp(`<title>${copy.title} \\| `))
  expect.soft(html, path).toMatch(/<header[ >]/)
  expect.soft(html, path).toMatch(/<footer[ >]/)
  expect.soft(html, path).toMatch(new RegExp(`<h1[^>]*>${copy.title}</h1>`))
  expect.soft(html, path).toContain('<meta name="robots" content="noindex')
}

async function expectShownNotFound(page: Page, path: string, locale: Locale) {
  const copy = notFound[locale]
  const response = await page.goto(path)
  expect.soft(response?.status(), path).toBe(404)
  await expect.soft(page.locator('html'), path).toHaveAttribute('lang', locale)
  await expect.soft(page, path).toHaveTitle(new RegExp(`^${copy.title} \\| `))
  await expect.soft(page.getByRole('banner'), path).toBeVisible()
  await expect.soft(page.getByRole('contentinfo'), path).toBeAttached()
  await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(copy.title)
  await expect.soft(page.getByText(copy.text), path).toBeVisible()
  await expect
    .soft(page.getByRole('main').getByRole('link', { name: copy.home }), path)
    .toHaveAttribute('href', `/${locale}`)
  await expect
    .soft(page.getByRole('main').getByRole('link', { name: copy.contact }), path)
    .toBeVisible()
}

test.describe('not-found pages', () => {
  test('the server sends the whole page with a 404, every time, in both languages; a path without a language ends on the French one', async ({
    request,
  }) => {
    for (const locale of ['fr', 'en'] as const) {
      for (const path of notFound[locale].paths) {
        await expectServedNotFound(request, path, locale)
        // The second answer comes from the page cache (and a shared cache may keep it for its
        // s-maxage): still the 404, never kept as a 200.
        await expectServedNotFound(request, path, locale)
      }
    }

    const response = await request.get('/page-inexistante')
    expect.soft(new URL(response.url()).pathname).toBe('/fr/page-inexistante')
    await expectServedNotFound(request, '/page-inexistante', 'fr')
  })

  test('the browser shows it, and its home link leads home, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        for (const path of notFound[locale].paths) await expectShownNotFound(page, path, locale)
        await page.getByRole('main').getByRole('link', { name: notFound[locale].home }).click()
        await expect.soft(page).toHaveURL(new RegExp(`/${locale}$`))
        await expect
          .soft(page.getByRole('heading', { level: 1 }))
          .not.toHaveText(notFound[locale].title)
      })
    }
  })
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
