import { type APIRequestContext, type Page } from '@playwright/test'

import { adminHeaders } from './support/admin-api'
import { expectNoAxeViolationsInEveryMode } from './support/axe'
import { applyDisplayMode } from './support/display-mode'
import { expect, test } from './support/fixtures'

const bakery = 'commande-en-ligne-boulangerie-nantes'

const copy = {
  fr: {
    list: '/fr/realisations',
    project: (slug: string) => `/fr/realisation/${slug}`,
    title: 'Commande en ligne et retrait en boutique pour une boulangerie artisanale',
    all: 'Toutes',
    ai: 'IA',
    marketing: 'Marketing',
    count: (n: number) => `${n} réalisation${n > 1 ? 's' : ''}`,
    sections: [
      'Le défi',
      'La solution',
      'Les résultats',
      'Chiffres clés',
      'En images',
      'Technologies utilisées',
      'Déroulé du projet',
      'Le mot du client',
    ],
    duration: '7 semaines',
    metric: '38 %',
    back: 'Toutes les réalisations',
    contact: '/fr/contact',
    booking: '/fr/reservation',
    link: 'Voir le projet en ligne',
    notFound: 'Page introuvable',
  },
  en: {
    list: '/en/portfolio',
    project: (slug: string) => `/en/project/${slug}`,
    title: 'Online ordering and in-store pickup for an artisan bakery',
    all: 'All',
    ai: 'AI',
    marketing: 'Marketing',
    count: (n: number) => `${n} project${n > 1 ? 's' : ''}`,
    sections: [
      'The challenge',
      'The solution',
      'The results',
      'Key figures',
      'Pictures',
      'Technologies used',
      'How the project ran',
      'In the client’s words',
    ],
    duration: '7 weeks',
    metric: '38%',
    back: 'All projects',
    contact: '/en/contact',
    booking: '/en/booking',
    link: 'See the project online',
    notFound: 'Page not found',
  },
} as const

const filter = (page: Page) => page.getByRole('navigation', { name: /catégorie|category/i })
const cards = (page: Page) => page.getByTestId('project-card')

/** Every image of the page, once scrolled into view (they load lazily), has pixels. */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img')
  const count = await images.count()
  expect.soft(count, page.url()).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const image = images.nth(i)
    await image.scrollIntoViewIfNeeded()
    await expect.soft(image).toHaveJSProperty('complete', true)
    expect
      .soft(await image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect.soft(await image.getAttribute('alt')).toBeTruthy()
  }
}

async function projectId(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get('/api/projects', {
    params: { 'where[slug][equals]': slug, depth: '0' },
  })
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  if (!docs[0]) throw new Error(`No project ${slug}`)
  return docs[0].id
}

test.describe('portfolio', () => {
  test('lists the seven projects, filters them by category in the URL, and shows a project with all its sections, its pictures and the ways to get in touch, in both languages', async ({
    page,
  }) => {
    test.setTimeout(4 * 60_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const t = copy[locale]
        await page.goto(t.list)
        await expect.soft(page.locator('h1'), locale).toHaveCount(1)
        await expect.soft(cards(page), locale).toHaveCount(7)
        await expect
          .soft(filter(page).getByRole('link', { name: t.all }))
          .toHaveAttribute('aria-current', 'page')
        await filter(page).getByRole('link', { name: t.ai, exact: true }).click()
        await expect.soft(page).toHaveURL(`${t.list}?category=ai`)
        await expect.soft(cards(page), locale).toHaveCount(2)
        await expect.soft(page.getByText(t.count(2), { exact: true })).toBeVisible()
        await expect
          .soft(filter(page).getByRole('link', { name: t.ai, exact: true }))
          .toHaveAttribute('aria-current', 'page')
        await expect
          .soft(filter(page).getByRole('link', { name: t.all }))
          .not.toHaveAttribute('aria-current')
        await page.goBack()
        await expect.soft(page).toHaveURL(t.list)
        await expect.soft(cards(page), locale).toHaveCount(7)
        await expectImagesLoaded(page)

        // The project, from the list the visitor is back on.
        await page.getByRole('link', { name: t.title }).click()
        await expect.soft(page).toHaveURL(t.project(bakery))
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
        for (const name of t.sections) {
          await expect.soft(page.getByRole('heading', { name, exact: true })).toBeVisible()
        }
        await expect.soft(page.getByText(t.duration, { exact: true })).toBeVisible()
        await expect.soft(page.getByText(t.metric, { exact: true })).toBeVisible()
        await expect
          .soft(page.getByRole('listitem').filter({ hasText: /^Next\.js$/ }), locale)
          .toBeVisible()
        await expect
          .soft(page.getByRole('link', { name: t.back, exact: true }))
          .toHaveAttribute('href', t.list)
        const article = page.locator('article[aria-labelledby="project-title"]')
        await expect.soft(article.locator('img'), locale).toHaveCount(3)
        await expect.soft(page.locator(`main a[href="${t.contact}"]`).first()).toBeVisible()
        await expect.soft(page.locator(`main a[href="${t.booking}"]`).first()).toBeVisible()
        await expectImagesLoaded(page)
      })
    }
  })

  test('answers 404 for unknown, malformed and overlong project addresses, in both languages', async ({
    request,
    page,
  }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      const t = copy[locale]
      for (const path of [
        t.project('projet-qui-n-existe-pas'),
        t.project('a'.repeat(300)),
        t.project('Majuscules%20et%20espaces'),
        `/${locale}/projet/999999`,
        `/${locale}/projet/abc`,
        `/${locale}/projet/1.5`,
      ]) {
        const response = await request.get(path, { maxRedirects: 0 })
        expect.soft(response.status(), path).toBe(404)
      }
      // Undecodable encodings are redirected to a readable path, which is not found either.
      for (const path of [
        t.project('%E0%A4%A'),
        t.project('%25'),
        `/${locale}/projet/%E0%A4%A`,
        '/realisation/%E0%A4%A',
      ]) {
        const first = await request.get(path, { maxRedirects: 0 })
        expect.soft(first.status(), path).toBeGreaterThanOrEqual(300)
        expect.soft(first.status(), path).toBeLessThan(400)
        expect.soft((await request.get(path)).status(), path).toBe(404)
      }
      await page.goto(t.project('a'.repeat(300)))
      await expect.soft(page.getByRole('heading', { level: 1 }), locale).toHaveText(t.notFound)
    }
  })

  // The list and a project page are in accessibility.e2e.spec.ts's walk of every route.
  test('filtered, has no accessibility violations in any display mode, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    // Each load starts in the light mode, whatever mode the previous language ended in.
    await applyDisplayMode(page, 'light')
    const violations: string[] = []
    for (const locale of ['fr', 'en'] as const) {
      const path = `${copy[locale].list}?category=seo`
      await page.goto(path)
      // One language's violations do not keep the other from being checked.
      await expectNoAxeViolationsInEveryMode(page).catch((error: unknown) => {
        violations.push(`${path}: ${error instanceof Error ? error.message : String(error)}`)
      })
    }
    expect(violations).toEqual([])
  })
})

test.describe('portfolio without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter works as plain links, an unknown category shows everything, and a project page reads completely', async ({
    page,
  }) => {
    await page.goto('/fr/realisations')
    await filter(page).getByRole('link', { name: 'Marketing' }).click()
    await expect.soft(page).toHaveURL('/fr/realisations?category=marketing')
    await expect.soft(cards(page)).toHaveCount(1)
    await expect
      .soft(filter(page).getByRole('link', { name: 'Marketing' }))
      .toHaveAttribute('aria-current', 'page')
    await page.goto('/en/portfolio?category=seo')
    await expect.soft(cards(page)).toHaveCount(0)
    await expect.soft(page.getByRole('heading', { name: /No published project/ })).toBeVisible()
    await page.goto('/en/portfolio?category=unknown')
    await expect.soft(cards(page)).toHaveCount(7)
    await expect
      .soft(filter(page).getByRole('link', { name: 'All' }))
      .toHaveAttribute('aria-current', 'page')

    await page.goto(copy.en.project(bakery))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.title)
    await expect(page.getByRole('heading', { name: 'In the client’s words' })).toBeVisible()
    await expect(page.getByText('Chargement de la page...')).toHaveCount(0)
  })
})

test.describe('portfolio addresses', () => {
  test('/projet/{id} and unprefixed portfolio and project paths redirect for good to their language', async ({
    request,
  }) => {
    const id = await projectId(request, bakery)
    for (const [from, to] of [
      // /projet/{id}: to the project in the language of the path.
      [`/fr/projet/${id}`, copy.fr.project(bakery)],
      [`/en/projet/${id}`, copy.en.project(bakery)],
      ['/realisations', '/fr/realisations'],
      ['/portfolio', '/en/portfolio'],
      [`/project/${bakery}`, copy.en.project(bakery)],
      [`/realisation/${bakery}`, copy.fr.project(bakery)],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect.soft(response.status(), from).toBe(308)
      expect.soft(new URL(response.headers().location!, 'http://x').pathname, from).toBe(to)
    }
    const bare = await request.get(`/projet/${id}`, {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    })
    expect(new URL(bare.url()).pathname).toBe(copy.en.project(bakery))
  })

  test('the language switch leads to the same project in the other language', async ({ page }) => {
    await page.goto(copy.fr.project(bakery))
    await page
      .getByTestId('language-switch')
      .getByRole('link', { name: /english/i })
      .click()
    await expect(page).toHaveURL(copy.en.project(bakery))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.title)
  })
})

test.describe('owner changes', () => {
  test('a link added in the back office appears; an unpublished project disappears', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders()
    const id = await projectId(request, bakery)
    const link = 'https://www.example.com/'
    const patch = (data: Record<string, unknown>) =>
      request.patch(`/api/projects/${id}`, { data, headers })

    expect((await patch({ link })).ok()).toBe(true)
    await page.goto(copy.fr.project(bakery))
    const external = page.getByRole('link', { name: new RegExp(copy.fr.link) })
    await expect(external).toHaveAttribute('href', link)
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', /noopener/)

    expect((await patch({ _status: 'draft' })).ok()).toBe(true)
    expect((await request.get(copy.fr.project(bakery))).status()).toBe(404)
    await page.goto(copy.fr.list)
    await expect(cards(page)).toHaveCount(6)
    const hidden = await request.get(`/api/projects/${id}`)
    expect([403, 404]).toContain(hidden.status())

    expect((await patch({ _status: 'published', link: null })).ok()).toBe(true)
    await page.goto(copy.fr.project(bakery))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.fr.title)
    await expect(page.getByRole('link', { name: new RegExp(copy.fr.link) })).toHaveCount(0)
  })
})
