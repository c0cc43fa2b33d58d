import { type Page } from '@playwright/test'

import { servicePages } from '@/config/service-pages'
import { prices, type ServiceKey } from '@/config/site'
import { formatPrice } from '@/features/pricing/format-price'
import { contactProjectType } from '@/features/services/contact-project-type'
import en from '@/i18n/messages/en.json' with { type: 'json' }
import fr from '@/i18n/messages/fr.json' with { type: 'json' }
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { expect, test } from './support/fixtures'

const messages = { fr, en }

const copy = {
  fr: {
    title: 'Des outils numériques sur mesure, au juste prix',
    breadcrumb: 'Fil d’Ariane',
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

const breadcrumb = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: copy[locale].breadcrumb })

/**
 * The two service pages whose call to action is followed to the contact form, which opens on
 * the service's project type.
 */
const contactJourneys: { locale: Locale; key: ServiceKey; link: string; projectType: string }[] = [
  { locale: 'en', key: 'pwa', link: copy.en.talk, projectType: 'marketing' },
  { locale: 'fr', key: 'ia', link: 'Demander un devis détaillé', projectType: 'automation' },
]

/** The services whose engagement does not follow the general method step by step. */
const ownSteps: ServiceKey[] = ['audit', 'ia', 'formation', 'conseil']

test.describe('services page', () => {
  test('lists the six services with their prices and leads to their pages, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const text = copy[locale]
        const cards = messages[locale].home.services.items
        const response = await page.goto(localizedPath(locale, '/services'))
        expect.soft(response?.status(), locale).toBe(200)
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(text.title)

        const trail = breadcrumb(page, locale).getByRole('listitem')
        await expect.soft(trail).toHaveCount(2)
        await expect.soft(trail.nth(0).getByRole('link')).toHaveAttribute('href', `/${locale}`)
        await expect.soft(trail.nth(1).locator('[aria-current="page"]')).toHaveText('Services')

        const list = page
          .locator('#services')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3 }) })
        await expect.soft(list).toHaveCount(6)
        for (const [index, { key, href }] of servicePages.entries()) {
          const card = list.nth(index)
          await expect.soft(card.getByRole('heading', { level: 3 })).toHaveText(cards[key].title)
          await expect
            .soft(card.getByText(formatPrice(prices[key], locale), { exact: true }))
            .toBeVisible()
          await expect
            .soft(card.getByRole('link'))
            .toHaveAttribute('href', localizedPath(locale, href))
        }
        for (const key of ['audit', 'conseil', 'webapps'] as const) {
          const card = list.nth(servicePages.findIndex((entry) => entry.key === key))
          await expect.soft(card.getByText(text[key])).toBeVisible()
        }
        await expect.soft(page.locator('#services').getByText(/SEPA/)).toBeVisible()

        await expect.soft(page.locator('#why-custom h2')).toBeVisible()
        await expect.soft(page.locator('#method li')).toHaveCount(4)
        for (const [index, weeks] of text.weeks.entries()) {
          await expect.soft(page.locator('#method li').nth(index)).toContainText(weeks)
        }
        await expect
          .soft(page.getByRole('link', { name: text.estimate }))
          .toHaveAttribute('href', '#estimate')
        await expect.soft(page.locator('#estimate h2')).toBeVisible()
        const booking = localizedPath(locale, '/reservation')
        for (const link of await page.getByRole('link', { name: text.book, exact: true }).all()) {
          await expect.soft(link).toHaveAttribute('href', booking)
        }
        await expect
          .soft(page.locator('section[aria-labelledby="final-title"] a[href$="/contact"]'))
          .toHaveAttribute('href', localizedPath(locale, '/contact'))
      })
    }
  })
})

test.describe('service pages', () => {
  test('show their breadcrumb, price, payment and calls to action (the contact one opening the form on the service’s project type), the audit page its request form, in both languages', async ({
    page,
  }) => {
    test.setTimeout(servicePages.length * 2 * 60_000)
    for (const locale of ['fr', 'en'] as const) {
      const text = copy[locale]
      const cards = messages[locale].home.services.items
      const servicesPath = localizedPath(locale, '/services')
      for (const { key, href } of servicePages) {
        await test.step(`${locale} ${key}`, async () => {
          const path = localizedPath(locale, href)
          const response = await page.goto(path)
          expect.soft(response?.status(), path).toBe(200)
          await expect
            .soft(page.getByRole('heading', { level: 1 }), path)
            .toHaveText(cards[key].title)

          const trail = breadcrumb(page, locale).getByRole('listitem')
          await expect.soft(trail, path).toHaveCount(3)
          await expect
            .soft(trail.nth(0).getByRole('link', { name: text.home }), path)
            .toHaveAttribute('href', `/${locale}`)
          await expect
            .soft(trail.nth(1).getByRole('link', { name: 'Services' }), path)
            .toHaveAttribute('href', servicesPath)
          await expect
            .soft(trail.nth(2).locator('[aria-current="page"]'), path)
            .toHaveText(messages[locale].services.breadcrumb.items[key])

          await expect
            .soft(page.getByTestId('service-price'), path)
            .toHaveText(formatPrice(prices[key], locale))
          await expect.soft(page.getByText(text.payment).first(), path).toBeVisible()
          for (const id of ['deliverables', 'audience', 'pricing', 'faq']) {
            await expect.soft(page.locator(`#${id} h2`), path).toBeVisible()
          }
          // A build project follows the method the services page shows; the others have steps
          // of their own. Either way one line leads to the method, which is not copied here.
          await expect
            .soft(page.locator('#process h2'), path)
            .toHaveCount(ownSteps.includes(key) ? 1 : 0)
          await expect
            .soft(page.getByRole('link', { name: messages[locale].services.page.methodLink }), path)
            .toHaveAttribute('href', `${servicesPath}#method`)
          await expect.soft(page.locator('#method'), path).toHaveCount(0)
          await expect.soft(page.locator('#faq details').first(), path).toBeVisible()

          await expect
            .soft(page.getByRole('link', { name: text.book, exact: true }).first(), path)
            .toHaveAttribute('href', localizedPath(locale, '/reservation'))
          await expect
            .soft(page.getByRole('link', { name: text.talk }), path)
            .toHaveAttribute(
              'href',
              `${localizedPath(locale, '/contact')}?projectType=${contactProjectType[key]}`,
            )
          await expect.soft(page.locator('#audit form'), path).toHaveCount(key === 'audit' ? 1 : 0)

          const related = page.getByRole('region', {
            name: messages[locale].portfolio.related.title,
          })
          const projectPrefix = locale === 'fr' ? '/fr/realisation/' : '/en/project/'
          await expect
            .soft(related.locator(`a[href^="${projectPrefix}"]`).first(), path)
            .toBeVisible()

          if (key === 'audit') await expectAuditForm(page, locale)
          const journey = contactJourneys.find(
            (entry) => entry.locale === locale && entry.key === key,
          )
          if (journey) {
            await page.getByRole('link', { name: journey.link }).click()
            await expect
              .soft(page)
              .toHaveURL(new RegExp(`/${locale}/contact\\?projectType=${journey.projectType}$`))
            await expect.soft(page.locator('#contact-projectType')).toHaveValue(journey.projectType)
          }
        })
      }
    }
  })
})

/** The audit page holds the audit request form, which its calls to action lead to. */
async function expectAuditForm(page: Page, locale: Locale) {
  const form = page.locator('#audit form')
  const labels = messages[locale].audit.form
  await expect.soft(form.getByLabel(labels.siteUrl)).toBeVisible()
  await expect.soft(form.getByLabel(labels.email)).toBeVisible()
  await expect.soft(form.getByRole('button', { name: labels.submit })).toBeVisible()
  await page
    .getByRole('link', { name: messages[locale].services.page.requestAudit })
    .first()
    .click()
  await expect.soft(page).toHaveURL(/#audit$/)
}

test.describe('service addresses', () => {
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
