import { type Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import { expect, test } from './support/fixtures'

const article = {
  fr: {
    path: '/fr/blog/ai/ia-pme-7-cas-usage-concrets',
    title: 'IA en PME : 7 cas d’usage concrets pour gagner du temps dès ce mois-ci',
    toc: 'Sommaire',
    share: 'Partager',
    copy: 'Copier le lien',
    copied: 'Lien copié !',
    copiedText: 'Le lien a été copié dans le presse-papiers',
    related: 'Articles similaires',
  },
  en: {
    path: '/en/blog/ai/ai-small-business-7-practical-use-cases',
    title: 'AI for small businesses: 7 practical use cases that save time this month',
    toc: 'Contents',
    share: 'Share',
    copy: 'Copy link',
    copied: 'Link copied!',
    copiedText: 'The link has been copied to clipboard',
    related: 'Related articles',
  },
} as const

async function quietPopups(page: Page) {
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'blog-e2e'),
    SHOWN_THIS_VISIT_KEY,
  )
}

test.beforeEach(async ({ page }) => quietPopups(page))

test('the blog lists articles newest first, filters by category, pages, in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const locale of ['fr', 'en'] as const) {
    await test.step(locale, async () => {
      await page.goto(`/${locale}/blog`)
      const latest = page.locator('#blog-latest ~ div [data-testid="article-card"] h3')
      const titles = await latest.allTextContents()
      const featured = page.locator('#blog-featured ~ div [data-testid="article-card"] h3')
      const featuredTitles = await featured.allTextContents()
      // Each article once on the page: the featured ones are not listed again below.
      const repeated = titles.filter((title) => featuredTitles.includes(title))
      expect.soft(repeated, locale).toEqual([])
      expect.soft(titles.length + featuredTitles.length, locale).toBeGreaterThanOrEqual(6)
      const dates = await page
        .locator('#blog-latest ~ div [data-testid="article-card"] time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))
      expect.soft([...dates].sort().reverse(), locale).toEqual(dates)
      await expect
        .soft(page.locator('#blog-featured ~ div [data-testid="article-card"]'), locale)
        .toHaveCount(3)
      await page
        .getByRole('navigation', {
          name: locale === 'fr' ? 'Filtrer par catégorie' : 'Filter by category',
        })
        .getByRole('link', { name: locale === 'fr' ? 'Tutoriels' : 'Tutorials' })
        .click()
      await expect.soft(page).toHaveURL(`/${locale}/blog/category/tutorial`)
      await expect.soft(page.locator('[data-testid="article-card"]'), locale).toHaveCount(2)
      for (const path of [
        `/${locale}/blog/category/unknown`,
        `/${locale}/blog?page=999`,
        `/${locale}/blog/tag/unknown`,
      ]) {
        expect.soft((await page.request.get(path)).status(), path).toBe(404)
      }
    })
  }
})

test('an article shows its parts, contents, calls to action and related articles, and copying its link confirms with a toast and a two-second state, in both languages', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  for (const locale of ['fr', 'en'] as const) {
    const c = article[locale]
    await test.step(locale, async () => {
      await page.goto(c.path)
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
      const toc = page.getByTestId('toc')
      await expect.soft(toc, locale).toBeVisible()
      await expect.soft(toc.getByRole('heading', { name: c.toc })).toBeVisible()
      const firstEntry = toc.getByRole('link').first()
      const target = (await firstEntry.getAttribute('href')) ?? ''
      await firstEntry.click()
      await expect.soft(page).toHaveURL(new RegExp(`${target}$`))
      await expect.soft(page.locator('[data-testid="contextual-cta"]'), locale).toHaveCount(2)
      await expect.soft(page.getByRole('heading', { name: c.related })).toBeVisible()
      await expect
        .soft(page.locator('script[type="application/ld+json"]').first(), locale)
        .toBeAttached()

      // Chromium offers no system share sheet here: the menu is used.
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
      await page.getByText(c.share, { exact: true }).click()
      await page.getByRole('button', { name: c.copy }).click()
      await expect.soft(page.getByText(c.copied)).toBeVisible()
      await expect.soft(page.getByText(c.copiedText)).toBeVisible()
      expect
        .soft(await page.evaluate(() => navigator.clipboard.readText()), locale)
        .toContain(c.path)
    })
  }
})

test('an article names its category and tags in its own language', async ({ page }) => {
  const pages = [
    {
      path: '/fr/blog/tutorial/optimiser-fiche-google-business-profile',
      tags: 'Étiquettes',
      names: ['#Référencement', '#Commerce local'],
      category: 'Tutoriels',
    },
    {
      path: '/en/blog/tutorial/optimize-google-business-profile',
      tags: 'Tags',
      names: ['#SEO', '#Local business'],
      category: 'Tutorials',
    },
  ]
  for (const { path, tags, names, category } of pages) {
    await page.goto(path)
    await expect(page.getByRole('list', { name: tags }).getByRole('link')).toHaveText(names)
    await expect(page.locator('header').getByRole('link', { name: category })).not.toHaveCount(0)
  }
})

test('legacy and partial article addresses are redirected by the server', async ({ request }) => {
  const cases: [string, string, number][] = [
    ['/fr/blog/ia-pme-7-cas-usage-concrets', article.fr.path, 308],
    ['/fr/blog/web/ia-pme-7-cas-usage-concrets', article.fr.path, 308],
    ['/fr/blog/IA-PME-7-cas-usage-concrets.html', article.fr.path, 308],
    ['/fr/blog/ai-small-business-7-practical-use-cases', article.en.path, 308],
    ['/fr/blog/cet-article-n-existe-pas', '/fr/blog', 307],
  ]
  for (const [from, to, status] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(status)
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to)
  }
})

test('the language switch goes to the translation, or to the other blog when there is none', async ({
  page,
}) => {
  await page.goto(article.fr.path)
  await page
    .getByTestId('language-switch')
    .getByRole('link', { name: /english|anglais/i })
    .click()
  await expect(page).toHaveURL(article.en.path)
  await page.goto('/fr/blog/strategy/rgpd-formulaires-site-pme')
  await page
    .getByTestId('language-switch')
    .getByRole('link', { name: /english|anglais/i })
    .click()
  await expect(page).toHaveURL('/en/blog')
})

test('search finds articles of both languages, the visitor’s first, with highlighted terms', async ({
  page,
}) => {
  await page.goto('/fr/recherche?q=devis')
  const results = page.getByTestId('search-result')
  await expect(results.first()).toBeVisible()
  await expect(page.locator('mark').first()).toHaveText(/devis/i)
  await page.getByRole('searchbox').fill('zzzyyxx')
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page.getByText('Aucun résultat pour « zzzyyxx »')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tous les articles du blog' })).toBeVisible()
  await page.goto('/en/search?q=quote')
  const first = await results.first().locator('h3').getAttribute('lang')
  expect(first).toBe('en')
})

test('the RSS feeds are well-formed and list only visible articles', async ({ page, request }) => {
  for (const locale of ['fr', 'en'] as const) {
    const response = await request.get(`/${locale}/blog/rss.xml`)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.querySelector('parsererror') !== null,
        language: doc.querySelector('channel > language')?.textContent,
        items: [...doc.querySelectorAll('item > link')].map((link) => link.textContent ?? ''),
      }
    }, xml)
    expect(parsed.error).toBe(false)
    expect(parsed.language).toBe(locale)
    expect(parsed.items.length).toBeGreaterThanOrEqual(6)
    for (const link of parsed.items)
      expect(new URL(link).pathname.startsWith(`/${locale}/blog/`)).toBe(true)
  }
  await page.goto('/fr/blog')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/fr\/blog\/rss\.xml$/,
  )
})

test('the footer lists the three newest articles of the page’s language', async ({ page }) => {
  for (const [locale, heading, newest] of [
    ['fr', 'Derniers articles', 'Optimiser sa fiche Google Business Profile en 6 étapes'],
    ['en', 'Latest articles', 'Optimize your Google Business Profile in 6 steps'],
  ] as const) {
    await page.goto(`/${locale}/contact`)
    const column = page
      .locator('footer div')
      .filter({ has: page.getByRole('heading', { name: heading }) })
      .last()
    const links = column.getByRole('link')
    await expect(links).toHaveCount(3)
    await expect(links.first()).toHaveText(newest)
    await expect(links.first()).toHaveAttribute('href', new RegExp(`^/${locale}/blog/tutorial/`))
  }
})

test('the author card shows the site icon as avatar, and the share menu closes with Escape', async ({
  page,
}) => {
  await page.goto(article.en.path)
  const avatar = page.locator('#author-title').locator('xpath=../..').locator('img')
  await avatar.scrollIntoViewIfNeeded()
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  // Chromium offers no system share sheet here: the menu is used.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
  await page.getByText(article.en.share, { exact: true }).click()
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toBeHidden()
})

test('a hero image that fails to load gives way to its category’s picture', async ({ page }) => {
  // The article's own upload, through the image optimizer, answers 404.
  await page.route(/\/_next\/image\?url=%2Fapi%2Fmedia/, (route) => route.fulfill({ status: 404 }))
  await page.goto(article.fr.path)
  // The server asks the browser to fetch the hero first (preloaded, high priority).
  await expect(page.locator('link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(1)
  // The hero comes first, before the related articles' pictures.
  const hero = page.locator('article img.aspect-video').first()
  await expect(hero).toHaveAttribute('src', /fallback%2Fia-intelligence-artificielle\.webp/)
  await expect(hero).toHaveAttribute('srcset', /fallback%2Fia-intelligence-artificielle\.webp/)
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
})
