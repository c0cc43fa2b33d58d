import { type Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import { expect, test } from './support/fixtures'

type Expected = { kind: string; title: string; href: string }

const plumbing = 'assistant-ia-devis-plomberie-bordeaux'

const site = {
  fr: {
    path: '/fr/recherche',
    submit: 'Rechercher',
    project: {
      kind: 'Réalisation · IA',
      title: 'Assistant IA de préparation des devis pour une entreprise de plomberie-chauffage',
      href: `/fr/realisation/${plumbing}`,
    },
    booking: { kind: 'Page du site', title: 'Réserver un rendez-vous', href: '/fr/reservation' },
    queries: { project: 'plomberie', booking: ['réservation', 'prise de rendez-vous'] },
  },
  en: {
    path: '/en/search',
    submit: 'Search',
    project: {
      kind: 'Project · AI',
      title: 'AI assistant that prepares quotes for a plumbing and heating firm',
      href: `/en/project/${plumbing}`,
    },
    booking: { kind: 'Site page', title: 'Book an appointment', href: '/en/booking' },
    queries: { project: 'plumbing', booking: ['booking', 'book a call'] },
  },
} as const

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'search-e2e'),
    SHOWN_THIS_VISIT_KEY,
  )
})

async function searchFor(page: Page, submit: string, query: string) {
  await page.getByRole('searchbox').fill(query)
  await page.getByRole('button', { name: submit, exact: true }).click()
  await expect(page.getByRole('searchbox')).toHaveValue(query)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === query)
}

/** The result showing this title, with its kind above it and its link. */
async function expectResult(page: Page, expected: Expected, position?: number) {
  const results = page.getByTestId('search-result')
  const result =
    position === undefined
      ? results.filter({ has: page.getByRole('link', { name: expected.title, exact: true }) })
      : results.nth(position)
  await expect(result.getByRole('heading')).toHaveText(expected.title)
  await expect(result.getByText(expected.kind, { exact: true })).toBeVisible()
  await expect(result.getByRole('link')).toHaveAttribute('href', expected.href)
}

for (const locale of ['fr', 'en'] as const) {
  const c = site[locale]

  test(`${locale}: typing a trade finds the portfolio project, then opens it`, async ({ page }) => {
    await page.goto(c.path)
    await searchFor(page, c.submit, c.queries.project)
    await expectResult(page, c.project, 0)
    await expect(page.getByTestId('search-result').first().locator('mark').first()).toHaveText(
      new RegExp(c.queries.project, 'i'),
    )
    await page.getByRole('link', { name: c.project.title, exact: true }).click()
    await expect(page).toHaveURL(c.project.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.project.title)
  })

  test(`${locale}: the words visitors use for booking find the booking page`, async ({ page }) => {
    await page.goto(c.path)
    for (const query of c.queries.booking) {
      await searchFor(page, c.submit, query)
      // On the first screen of results, whatever else the blog holds.
      await expectResult(page, c.booking)
    }
  })
}
