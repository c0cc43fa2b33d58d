import { expect, type Page, test } from '@playwright/test'

import { servicePages } from '@/config/service-pages'
import { prices } from '@/config/site'
import { formatPrice } from '@/features/pricing/format-price'
import { contactProjectType } from '@/features/services/contact-project-type'
import en from '@/i18n/messages/en.json' with { type: 'json' }
import fr from '@/i18n/messages/fr.json' with { type: 'json' }
import { localizedPath } from '@/i18n/pathnames'

const messages = { fr, en }

const copy = {
  fr: {
    title: 'Des outils numériques sur mesure, au juste prix',
    breadcrumb: "Fil d'Ariane",
    home: 'Accueil',
    book: 'Réserver ma consultation gratuite',
    estimate: 'Estimer mon projet',
    talk: 'Parler de mon projet',
    payment: 'Paiement par carte bancaire ou virement SEPA.',
    weeks: ['1-2 semaines', '2-3 semaines', '4-8 semaines', '1-2 semaines'],
    // The euro sign after the number in French, with French digit grouping.
    audit: /^589[\s\u202f\u00a0]€$/,
    conseil: /^À partir de 150[\s\u202f\u00a0]€ \/ heure$/,
    webapps: /^À partir de 6[\s\u202f\u00a0]000[\s\u202f\u00a0]€$/,
  },
  en: {
    title: 'Custom digital tools, fairly priced',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    book: 'Book my free consultation',
    estimate: 'Estimate my project',
    talk: 'Talk about my project',
    payment: 'Payment by card or SEPA transfer.',
    weeks: ['1-2 weeks', '2-3 weeks', '4-8 weeks', '1-2 weeks'],
    audit: /^€589$/,
    conseil: /^From €150 \/ hour$/,
    webapps: /^From €6,000$/,
  },
}

const breadcrumb = (page: Page, locale: 'fr' | 'en') =>
  page.getByRole('navigation', { name: copy[locale].breadcrumb })

for (const locale of ['fr', 'en'] as const) {
  const text = copy[locale]
  const cards = messages[locale].home.services.items
  const servicesPath = localizedPath(locale, '/services')

  test.describe(`services page (${locale})`, () => {
    test('lists the six services with their prices and leads to their pages', async ({ page }) => {
      const response = await page.goto(servicesPath)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)

      const trail = breadcrumb(page, locale).getByRole('listitem')
      await expect(trail).toHaveCount(2)
      await expect(trail.nth(0).getByRole('link')).toHaveAttribute('href', `/${locale}`)
      await expect(trail.nth(1).locator('[aria-current="page"]')).toHaveText('Services')

      const list = page
        .locator('#services')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
      await expect(list).toHaveCount(6)
      for (const [index, { key, href }] of servicePages.entries()) {
        const card = list.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(cards[key].title)
        await expect(
          card.getByText(formatPrice(prices[key], locale), { exact: true }),
        ).toBeVisible()
        await expect(card.getByRole('link')).toHaveAttribute('href', localizedPath(locale, href))
      }
      for (const key of ['audit', 'conseil', 'webapps'] as const) {
        const card = list.nth(servicePages.findIndex((entry) => entry.key === key))
        await expect(card.getByText(text[key])).toBeVisible()
      }
      await expect(page.locator('#services').getByText(/SEPA/)).toBeVisible()

      await expect(page.locator('#why-custom h2')).toBeVisible()
      await expect(page.locator('#method li')).toHaveCount(4)
      for (const [index, weeks] of text.weeks.entries()) {
        await expect(page.locator('#method li').nth(index)).toContainText(weeks)
      }
      await expect(page.getByRole('link', { name: text.estimate })).toHaveAttribute(
        'href',
        '#estimate',
      )
      await expect(page.locator('#estimate h2')).toBeVisible()
      const booking = localizedPath(locale, '/reservation')
      for (const link of await page.getByRole('link', { name: text.book, exact: true }).all()) {
        await expect(link).toHaveAttribute('href', booking)
      }
      await expect(
        page.locator('section[aria-labelledby="final-title"] a[href$="/contact"]'),
      ).toHaveAttribute('href', localizedPath(locale, '/contact'))
    })
  })

  test.describe(`service pages (${locale})`, () => {
    for (const { key, href } of servicePages) {
      test(`${key}: breadcrumb, price, payment and calls to action`, async ({ page }) => {
        const response = await page.goto(localizedPath(locale, href))
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cards[key].title)

        const trail = breadcrumb(page, locale).getByRole('listitem')
        await expect(trail).toHaveCount(3)
        await expect(trail.nth(0).getByRole('link', { name: text.home })).toHaveAttribute(
          'href',
          `/${locale}`,
        )
        await expect(trail.nth(1).getByRole('link', { name: 'Services' })).toHaveAttribute(
          'href',
          servicesPath,
        )
        await expect(trail.nth(2).locator('[aria-current="page"]')).toHaveText(
          messages[locale].services.breadcrumb.items[key],
        )

        await expect(page.getByTestId('service-price')).toHaveText(formatPrice(prices[key], locale))
        await expect(page.getByText(text.payment).first()).toBeVisible()
        for (const id of ['deliverables', 'audience', 'process', 'pricing', 'faq']) {
          await expect(page.locator(`#${id} h2`)).toBeVisible()
        }
        await expect(page.locator('#faq details').first()).toBeVisible()

        await expect(
          page.getByRole('link', { name: text.book, exact: true }).first(),
        ).toHaveAttribute('href', localizedPath(locale, '/reservation'))
        await expect(page.getByRole('link', { name: text.talk })).toHaveAttribute(
          'href',
          `${localizedPath(locale, '/contact')}?projectType=${contactProjectType[key]}`,
        )
        await expect(page.locator('#audit form')).toHaveCount(key === 'audit' ? 1 : 0)

        const related = page.getByRole('region', {
          name: messages[locale].portfolio.related.title,
        })
        const projectPrefix = locale === 'fr' ? '/fr/realisation/' : '/en/project/'
        await expect(related.locator(`a[href^="${projectPrefix}"]`).first()).toBeVisible()
      })
    }

    test('the audit page holds the audit request form', async ({ page }) => {
      await page.goto(localizedPath(locale, '/services/audit-technique-applications-web'))
      const form = page.locator('#audit form')
      const labels = messages[locale].audit.form
      await expect(form.getByLabel(labels.siteUrl)).toBeVisible()
      await expect(form.getByLabel(labels.email)).toBeVisible()
      await expect(form.getByRole('button', { name: labels.submit })).toBeVisible()
      await page
        .getByRole('link', { name: messages[locale].services.page.requestAudit })
        .first()
        .click()
      await expect(page).toHaveURL(/#audit$/)
    })
  })
}

test.describe('service calls to action', () => {
  test('open the contact form on the service’s project type', async ({ page }) => {
    await page.goto('/en/services/pwa-progressive-web-apps')
    await page.getByRole('link', { name: copy.en.talk }).click()
    await expect(page).toHaveURL(/\/en\/contact\?projectType=marketing$/)
    await expect(page.locator('#contact-projectType')).toHaveValue('marketing')

    await page.goto('/fr/services/integration-intelligence-artificielle')
    await page.getByRole('link', { name: 'Demander un devis détaillé' }).click()
    await expect(page).toHaveURL(/\/fr\/contact\?projectType=automation$/)
    await expect(page.locator('#contact-projectType')).toHaveValue('automation')
  })

  test('unprefixed service paths go to the visitor’s language', async ({ request }) => {
    const redirect = async (path: string, language: string) => {
      const response = await request.get(path, {
        headers: { 'Accept-Language': language },
        maxRedirects: 0,
      })
      return { status: response.status(), location: response.headers()['location'] }
    }
    expect(await redirect('/services/audit-technique-applications-web', 'en-GB,en')).toEqual({
      status: 307,
      location: '/en/services/audit-technique-applications-web',
    })
    expect(await redirect('/services/audit-technique-applications-web', 'fr-FR')).toEqual({
      status: 307,
      location: '/fr/services/audit-technique-applications-web',
    })
    expect(await redirect('/services', 'en')).toEqual({ status: 307, location: '/en/services' })
  })
})

test.describe('services pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('show their content and open the FAQ answers', async ({ page }) => {
    await page.goto('/fr/services')
    await expect(page.locator('#services h3')).toHaveCount(6)
    await expect(page.locator('#estimate select')).toBeVisible()
    await page.goto('/en/services/formation-technique-developpement')
    const question = page.locator('#faq summary').first()
    await question.click()
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')
    await expect(page.locator('#faq details p').first()).toBeVisible()
  })
})

// Axe on every services page, in each display mode: accessibility.e2e.spec.ts.
