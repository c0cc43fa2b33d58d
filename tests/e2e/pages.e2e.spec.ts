import { type APIRequestContext, type Page } from '@playwright/test'

import { axeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

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
      h1: 'Consultation d’expertise gratuite : 30 minutes pour y voir clair',
      book: 'Réserver mon créneau gratuit',
      write: 'Je préfère écrire',
      notTitle: 'Ce que cette consultation n’est pas',
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
      write: 'I’d rather write',
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
    question: 'Qui paie l’hébergement et le nom de domaine ?',
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

test.describe('about page', () => {
  test('presents the developer, the claims and leads to contact and consultation, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const copy = pages[locale]
        await page.goto(copy.about.path)
        await expect.soft(page.locator('h1')).toHaveCount(1)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(copy.about.h1)
        for (const name of copy.about.headings) {
          await expect.soft(page.getByRole('heading', { level: 2, name })).toBeVisible()
        }
        for (const claim of ['10+', '300+', '500+']) {
          await expect.soft(main(page).getByText(claim, { exact: true }), locale).toBeVisible()
        }
        await expect.soft(main(page).getByText('Next.js', { exact: false }).first()).toBeVisible()
        await expect.soft(main(page).locator(`a[href="${copy.contact}"]`).first()).toBeVisible()
        await expect
          .soft(main(page).locator(`a[href="${copy.consultation.path}"]`).first())
          .toBeVisible()
      })
    }
  })
})

test.describe('free consultation page', () => {
  test('explains the 30 minutes, the steps and what it is not, then books, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const copy = pages[locale]
        await page.goto(copy.consultation.path)
        await expect.soft(page.locator('h1')).toHaveCount(1)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(copy.consultation.h1)
        await expect
          .soft(page.locator('section[aria-labelledby="steps-title"] ol > li'), locale)
          .toHaveCount(4)
        await expect
          .soft(page.getByRole('heading', { name: copy.consultation.notTitle }))
          .toBeVisible()
        await expect
          .soft(page.getByText(locale === 'fr' ? 'sous 24 h' : 'within 24 hours').first())
          .toBeVisible()

        const book = main(page).getByRole('link', { name: copy.consultation.book })
        await expect.soft(book).toHaveAttribute('href', copy.booking)
        const write = main(page).getByRole('link', { name: copy.consultation.write })
        await expect.soft(write).toHaveAttribute('href', copy.contact)

        const firstQuestion = main(page).locator('details').first()
        await expect.soft(firstQuestion.locator('p'), locale).toBeHidden()
        await firstQuestion.locator('summary').click()
        await expect.soft(firstQuestion.locator('p'), locale).toBeVisible()
      })
    }
  })
})

test.describe('resources and FAQ centre', () => {
  test('groups at least 20 questions by theme, links to guides, blog and diagnostic, filters them as the visitor types with the address in step, and opens a shared search filtered, in both languages', async ({
    page,
  }) => {
    test.setTimeout(4 * 60_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const copy = pages[locale]
        const words = search[locale]
        // The themes and links are read before the visitor types: the page as it was loaded.
        await page.goto(copy.resources.path)
        await expect.soft(page.locator('h1')).toHaveCount(1)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(copy.resources.h1)
        await expect.soft(faqStatus(page)).toHaveText(words.all)
        expect.soft(await questions(page).count(), locale).toBeGreaterThanOrEqual(20)
        expect
          .soft(await faq(page).getByRole('heading', { level: 3 }).count(), locale)
          .toBeGreaterThanOrEqual(5)
        for (const name of copy.resources.themes) {
          await expect.soft(faq(page).getByRole('heading', { level: 3, name })).toBeVisible()
        }
        for (const href of copy.links) {
          await expect.soft(main(page).locator(`a[href="${href}"]`).first()).toBeVisible()
        }

        const input = page.getByRole('searchbox', { name: words.label })
        await input.fill(words.query)
        await expect.soft(faqStatus(page)).toHaveText(words.found)
        await expect.soft(questions(page), locale).toHaveCount(1)
        await expect.soft(questions(page).locator('summary')).toHaveText(words.question)
        await expect.soft(page).toHaveURL(new RegExp(`\\?q=${words.query}$`))

        await input.fill('blockchain')
        await expect.soft(faqStatus(page)).toHaveText(words.none)
        await expect.soft(questions(page), locale).toHaveCount(0)
        await expect.soft(faq(page).getByRole('link', { name: words.clear })).toBeVisible()
        await expect.soft(faq(page).locator(`a[href="${copy.contact}"]`), locale).toBeVisible()
        expect.soft(await axeViolations(page), `${locale}, no question found`).toEqual([])

        await faq(page).getByRole('link', { name: words.clear }).click()
        await expect.soft(faqStatus(page)).toHaveText(words.all)
        await expect.soft(input, locale).toHaveValue('')
        await expect.soft(input, locale).toBeFocused()
        await expect.soft(page).toHaveURL(new RegExp(`${copy.resources.path}$`))

        await page.goto(`${copy.resources.path}?q=${words.query}`)
        await expect
          .soft(page.getByRole('searchbox', { name: words.label }))
          .toHaveValue(words.query)
        await expect.soft(faqStatus(page)).toHaveText(words.found)
        await expect.soft(questions(page), locale).toHaveCount(1)
        expect.soft(await axeViolations(page), `${locale}, shared search`).toEqual([])
      })
    }
  })
})

test.describe('FAQ search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is a plain GET the server answers filtered, accents and case aside; the empty state’s clearing brings every question back; the answers open', async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000)
    await test.step('a search', async () => {
      await page.goto('/fr/centre-ressources-faq')
      await page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }).fill('hébergement')
      await page.getByRole('button', { name: 'Rechercher' }).click()
      await expect.soft(page).toHaveURL(/\/fr\/centre-ressources-faq\?q=h%C3%A9bergement#faq$/)
      await expect.soft(faqStatus(page)).toHaveText('1 question correspond à « hébergement »')
      await expect.soft(questions(page)).toHaveCount(1)
      await expect.soft(questions(page).locator('summary')).toHaveText(search.fr.question)
      await expect
        .soft(page.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }))
        .toHaveValue('hébergement')
    })

    await test.step('the empty state', async () => {
      await page.goto('/en/resources-center-faq?q=blockchain')
      await expect.soft(faqStatus(page)).toHaveText(search.en.none)
      await expect.soft(questions(page)).toHaveCount(0)
      await faq(page).getByRole('link', { name: search.en.clear }).click()
      await expect.soft(page).toHaveURL(/\/en\/resources-center-faq#faq$/)
      await expect.soft(faqStatus(page)).toHaveText(search.en.all)
      expect.soft(await questions(page).count()).toBeGreaterThanOrEqual(20)
    })

    await test.step('the answers', async () => {
      await page.goto('/en/resources-center-faq?q=sepa%20transfer')
      const question = questions(page).first()
      await expect.soft(question.locator('p')).toBeHidden()
      await question.locator('summary').click()
      await expect.soft(question.locator('p')).toContainText('SEPA')
    })
  })
})

test.describe('consultation and pages redirects', () => {
  test('legacy consultation paths go to the French page for good (308) and land on it, unprefixed slugs go to their language', async ({
    request,
    page,
  }) => {
    const target = { status: 308, location: '/fr/consultation-expertise-gratuite' }
    expect.soft(await redirectOf(request, '/consultation-gratuite')).toEqual(target)
    expect.soft(await redirectOf(request, '/fr/consultation-gratuite')).toEqual(target)
    expect.soft(await redirectOf(request, '/consultation-expertise-gratuite')).toEqual(target)

    expect.soft(await redirectOf(request, '/free-expert-consultation')).toEqual({
      status: 308,
      location: '/en/free-expert-consultation',
    })
    expect.soft(await redirectOf(request, '/a-propos')).toEqual({
      status: 308,
      location: '/fr/a-propos',
    })
    expect.soft(await redirectOf(request, '/about')).toEqual({ status: 308, location: '/en/about' })
    expect.soft(await redirectOf(request, '/resources-center-faq')).toEqual({
      status: 308,
      location: '/en/resources-center-faq',
    })

    await page.goto('/consultation-gratuite')
    await expect(page).toHaveURL(/\/fr\/consultation-expertise-gratuite$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.fr.consultation.h1)
  })
})
