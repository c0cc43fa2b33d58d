import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'

/** What a visitor reads and where the calls to action lead, per language. */
const pages = {
  fr: {
    about: {
      path: '/fr/a-propos',
      h1: 'Développeur web et IA indépendant, au service des petites entreprises',
      headings: ['Qui suis-je ?', 'Mon approche et mes valeurs', 'Compétences et technologies'],
    },
    consultation: {
      path: '/fr/consultation-expertise-gratuite',
      h1: "Consultation d'expertise gratuite : 30 minutes pour y voir clair",
      book: 'Réserver mon créneau gratuit',
      write: 'Je préfère écrire',
      notTitle: "Ce que cette consultation n'est pas",
    },
    resources: {
      path: '/fr/centre-ressources-faq',
      h1: 'Centre de ressources et FAQ',
      themes: ['Services et tarifs', 'Paiement et facturation', 'Intelligence artificielle'],
    },
    contact: '/fr/contact',
    booking: '/fr/reservation',
    links: [
      '/fr/guide-ia-entreprise',
      '/fr/guide-applications-web-pwa',
      '/fr/blog',
      '/fr/diagnostic-business-complet',
    ],
  },
  en: {
    about: {
      path: '/en/about',
      h1: 'An independent web and AI developer working for small businesses',
      headings: ['Who am I?', 'My approach and values', 'Skills and technologies'],
    },
    consultation: {
      path: '/en/free-expert-consultation',
      h1: 'Free expert consultation: 30 minutes to see clearly',
      book: 'Book my free slot',
      write: "I'd rather write",
      notTitle: 'What this consultation is not',
    },
    resources: {
      path: '/en/resources-center-faq',
      h1: 'Resources and FAQ centre',
      themes: ['Services and prices', 'Payment and invoicing', 'Artificial intelligence'],
    },
    contact: '/en/contact',
    booking: '/en/booking',
    links: [
      '/en/ai-business-guide',
      '/en/web-apps-pwa-guide',
      '/en/blog',
      '/en/complete-business-diagnostic',
    ],
  },
} as const

const search = {
  fr: {
    label: 'Rechercher dans la FAQ',
    submit: 'Rechercher',
    all: '27 questions réparties en 6 thèmes',
    query: 'HEBERGEMENT',
    found: '1 question correspond à « HEBERGEMENT »',
    question: "Qui paie l'hébergement et le nom de domaine ?",
    none: 'Aucune question ne correspond à « blockchain »',
    clear: 'Effacer la recherche',
  },
  en: {
    label: 'Search the FAQ',
    submit: 'Search',
    all: '27 questions across 6 themes',
    query: 'Hosting',
    found: '1 question matches “Hosting”',
    question: 'Who pays for hosting and the domain name?',
    none: 'No question matches “blockchain”',
    clear: 'Clear the search',
  },
} as const

const main = (page: Page) => page.getByRole('main')
const faq = (page: Page) => page.locator('#faq')
const faqStatus = (page: Page) => faq(page).getByRole('status')
const questions = (page: Page) => faq(page).locator('details')

async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

for (const locale of ['fr', 'en'] as const) {
  const copy = pages[locale]

  test.describe(`about page (${locale})`, () => {
    test('presents the developer, the claims and leads to contact and consultation', async ({
      page,
    }) => {
      await page.goto(copy.about.path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.about.h1)
      for (const name of copy.about.headings) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      }
      for (const claim of ['10+', '300+', '500+']) {
        await expect(main(page).getByText(claim, { exact: true })).toBeVisible()
      }
      await expect(main(page).getByText('Next.js', { exact: false }).first()).toBeVisible()
      await expect(main(page).locator(`a[href="${copy.contact}"]`).first()).toBeVisible()
      await expect(main(page).locator(`a[href="${copy.consultation.path}"]`).first()).toBeVisible()
    })
  })

  test.describe(`free consultation page (${locale})`, () => {
    test('explains the 30 minutes, the steps and what it is not, then books', async ({ page }) => {
      await page.goto(copy.consultation.path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.consultation.h1)
      await expect(page.locator('section[aria-labelledby="steps-title"] ol > li')).toHaveCount(4)
      await expect(page.getByRole('heading', { name: copy.consultation.notTitle })).toBeVisible()
      await expect(
        page.getByText(locale === 'fr' ? 'sous 24 h' : 'within 24 hours').first(),
      ).toBeVisible()

      const book = main(page).getByRole('link', { name: copy.consultation.book })
      await expect(book).toHaveAttribute('href', copy.booking)
      const write = main(page).getByRole('link', { name: copy.consultation.write })
      await expect(write).toHaveAttribute('href', copy.contact)

      const firstQuestion = main(page).locator('details').first()
      await expect(firstQuestion.locator('p')).toBeHidden()
      await firstQuestion.locator('summary').click()
      await expect(firstQuestion.locator('p')).toBeVisible()
    })
  })

  test.describe(`resources and FAQ centre (${locale})`, () => {
    test('groups at least 20 questions by theme and links to guides, blog and diagnostic', async ({
      page,
    }) => {
      await page.goto(copy.resources.path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.resources.h1)
      await expect(faqStatus(page)).toHaveText(search[locale].all)
      expect(await questions(page).count()).toBeGreaterThanOrEqual(20)
      expect(await faq(page).getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(5)
      for (const name of copy.resources.themes) {
        await expect(faq(page).getByRole('heading', { level: 3, name })).toBeVisible()
      }
      for (const href of copy.links) {
        await expect(main(page).locator(`a[href="${href}"]`).first()).toBeVisible()
      }
    })

    test('filters the questions as the visitor types and keeps the address in step', async ({
      page,
    }) => {
      const words = search[locale]
      await page.goto(copy.resources.path)
      const input = page.getByRole('searchbox', { name: words.label })
      await input.fill(words.query)
      await expect(faqStatus(page)).toHaveText(words.found)
      await expect(questions(page)).toHaveCount(1)
      await expect(questions(page).locator('summary')).toHaveText(words.question)
      await expect(page).toHaveURL(new RegExp(`\\?q=${words.query}$`))

      await input.fill('blockchain')
      await expect(faqStatus(page)).toHaveText(words.none)
      await expect(questions(page)).toHaveCount(0)
      await expect(faq(page).getByRole('link', { name: words.clear })).toBeVisible()
      await expect(faq(page).locator(`a[href="${copy.contact}"]`)).toBeVisible()
      await expectNoAxeViolations(page)

      await faq(page).getByRole('link', { name: words.clear }).click()
      await expect(faqStatus(page)).toHaveText(words.all)
      await expect(input).toHaveValue('')
      await expect(input).toBeFocused()
      await expect(page).toHaveURL(new RegExp(`${copy.resources.path}$`))
    })

    test('a shared search address opens already filtered', async ({ page }) => {
      const words = search[locale]
      await page.goto(`${copy.resources.path}?q=${words.query}`)
      await expect(page.getByRole('searchbox', { name: words.label })).toHaveValue(words.query)
      await expect(faqStatus(page)).toHaveText(words.found)
      await expect(questions(page)).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('FAQ search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is a plain GET the server answers filtered, accents and case aside', async ({
    page,
  }) => {
    await page.goto('/fr/centre-ressources-faq')
    await page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }).fill('hébergement')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/fr\/centre-ressources-faq\?q=h%C3%A9bergement#faq$/)
    await expect(faqStatus(page)).toHaveText('1 question correspond à « hébergement »')
    await expect(questions(page)).toHaveCount(1)
    await expect(questions(page).locator('summary')).toHaveText(search.fr.question)
    await expect(page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' })).toHaveValue(
      'hébergement',
    )
  })

  test('shows the empty state, and clearing brings every question back', async ({ page }) => {
    await page.goto('/en/resources-center-faq?q=blockchain')
    await expect(faqStatus(page)).toHaveText(search.en.none)
    await expect(questions(page)).toHaveCount(0)
    await faq(page).getByRole('link', { name: search.en.clear }).click()
    await expect(page).toHaveURL(/\/en\/resources-center-faq#faq$/)
    await expect(faqStatus(page)).toHaveText(search.en.all)
    expect(await questions(page).count()).toBeGreaterThanOrEqual(20)
  })

  test('the answers open without JavaScript', async ({ page }) => {
    await page.goto('/en/resources-center-faq?q=sepa%20transfer')
    const question = questions(page).first()
    await expect(question.locator('p')).toBeHidden()
    await question.locator('summary').click()
    await expect(question.locator('p')).toContainText('SEPA')
  })
})

test.describe('consultation and pages redirects', () => {
  test('the legacy consultation paths go to the French page for good (308)', async ({
    request,
  }) => {
    const target = { status: 308, location: '/fr/consultation-expertise-gratuite' }
    expect(await redirectOf(request, '/consultation-gratuite')).toEqual(target)
    expect(await redirectOf(request, '/fr/consultation-gratuite')).toEqual(target)
    expect(await redirectOf(request, '/consultation-expertise-gratuite')).toEqual(target)
  })

  test('unprefixed slugs go to their language', async ({ request }) => {
    expect(await redirectOf(request, '/free-expert-consultation')).toEqual({
      status: 308,
      location: '/en/free-expert-consultation',
    })
    expect(await redirectOf(request, '/a-propos')).toEqual({
      status: 308,
      location: '/fr/a-propos',
    })
    expect(await redirectOf(request, '/about')).toEqual({ status: 308, location: '/en/about' })
    expect(await redirectOf(request, '/resources-center-faq')).toEqual({
      status: 308,
      location: '/en/resources-center-faq',
    })
  })

  test('the French legacy consultation path lands on the page', async ({ page }) => {
    await page.goto('/consultation-gratuite')
    await expect(page).toHaveURL(/\/fr\/consultation-expertise-gratuite$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.fr.consultation.h1)
  })
})
