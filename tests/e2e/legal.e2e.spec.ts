import { type APIRequestContext, type Page } from '@playwright/test'

import { axeViolations } from './support/axe'
import { normalizedPdfText } from './support/pdf-text'
import { expect, test } from './support/fixtures'

type LegalPage = { path: string; h1: string; updated: string; heading: string }

const legalPages: Record<'fr' | 'en', LegalPage[]> = {
  fr: [
    {
      path: '/fr/politique-confidentialite',
      h1: 'Politique de confidentialité',
      updated: 'Dernière mise à jour : 23 novembre 2026',
      heading: 'Réclamation auprès de la CNIL',
    },
    {
      path: '/fr/conditions-generales',
      h1: 'Conditions générales d’utilisation',
      updated: 'Dernière mise à jour : 23 novembre 2026',
      heading: 'Propriété intellectuelle',
    },
    {
      path: '/fr/conditions-generales-vente',
      h1: 'Conditions générales de vente',
      updated: 'Dernière mise à jour : 15 décembre 2024',
      heading: 'Article 5 – Retard de paiement et contestation',
    },
    {
      path: '/fr/mentions-legales',
      h1: 'Mentions légales',
      updated: 'Dernière mise à jour : 23 novembre 2026',
      heading: 'Hébergeur',
    },
  ],
  en: [
    {
      path: '/en/privacy-policy',
      h1: 'Privacy policy',
      updated: 'Last updated: 23 November 2026',
      heading: 'Complaints to the CNIL',
    },
    {
      path: '/en/terms-of-service',
      h1: 'Terms of use',
      updated: 'Last updated: 23 November 2026',
      heading: 'Intellectual property',
    },
    {
      path: '/en/general-terms-of-sale',
      h1: 'General terms of sale',
      updated: 'Last updated: 15 December 2024',
      heading: 'Article 5 – Late payment and disputes',
    },
    {
      path: '/en/legal-notices',
      h1: 'Legal notices',
      updated: 'Last updated: 23 November 2026',
      heading: 'Host',
    },
  ],
}

const documentsNav = (page: Page) => page.locator('nav[aria-labelledby="legal-documents-title"]')
const contents = (page: Page) => page.locator('nav[aria-labelledby="legal-toc-title"]')

test.describe('legal pages', () => {
  test('each shows its title, date, contents and the other documents, in both languages', async ({
    page,
  }) => {
    test.setTimeout(8 * 60_000)
    for (const locale of ['fr', 'en'] as const) {
      for (const legal of legalPages[locale]) {
        await test.step(legal.path, async () => {
          const response = await page.goto(legal.path)
          expect.soft(response?.status(), legal.path).toBe(200)
          await expect.soft(page.locator('html'), legal.path).toHaveAttribute('lang', locale)
          await expect.soft(page.locator('h1'), legal.path).toHaveCount(1)
          await expect
            .soft(page.getByRole('heading', { level: 1 }), legal.path)
            .toHaveText(legal.h1)
          await expect.soft(page.locator('main'), legal.path).toContainText(legal.updated)

          const heading = page.getByRole('heading', { level: 2, name: legal.heading, exact: true })
          await expect.soft(heading, legal.path).toBeVisible()
          await contents(page).getByRole('link', { name: legal.heading, exact: true }).click()
          const anchor = await heading.evaluate((element) => element.closest('section')?.id)
          await expect.soft(page, legal.path).toHaveURL(new RegExp(`#${anchor}$`))

          const links = documentsNav(page).getByRole('link')
          await expect.soft(links, legal.path).toHaveCount(4)
          const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))
          expect.soft(hrefs, legal.path).toEqual(legalPages[locale].map((other) => other.path))
          await expect
            .soft(documentsNav(page).locator('[aria-current="page"]'), legal.path)
            .toHaveAttribute('href', legal.path)
          expect.soft(await axeViolations(page), legal.path).toEqual([])
        })
      }
    }
  })

  test('every page links to the next one and lands on it, in both languages', async ({ page }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const [first, ...others] = legalPages[locale]
        if (!first) throw new Error('no legal page')
        await page.goto(first.path)
        for (const next of [...others, first]) {
          await documentsNav(page).getByRole('link', { name: next.h1, exact: true }).click()
          await expect.soft(page).toHaveURL(new RegExp(`${next.path}$`))
          await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(next.h1)
        }
      })
    }
  })
})

test.describe('general terms of sale', () => {
  test('French: key points, thirteen articles, contact, legal notices, every article heading in the PDF; English: the download link serves the same articles as a PDF; any other file name is not found', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // Soft checks: the English page and file are checked even when the French ones fail.
    await test.step('French', async () => {
      await page.goto('/fr/conditions-generales-vente')
      const keyPoints = page.locator('section[aria-labelledby="key-points-title"]')
      await expect.soft(keyPoints.getByRole('heading', { name: 'Points clés' })).toBeVisible()
      await expect.soft(keyPoints).toContainText('Acompte de 50 % pour démarrer un projet')
      await expect.soft(keyPoints).toContainText('Prix forfaitaires')
      await expect
        .soft(keyPoints)
        .toContainText('propriétaire des livrables jusqu’au paiement complet')
      await expect.soft(keyPoints).toContainText('Maintenance facturée séparément')

      const tocLinks = contents(page).getByRole('link')
      await expect.soft(tocLinks).toHaveCount(16)
      for (let article = 1; article <= 13; article++) {
        await expect
          .soft(page.getByRole('heading', { level: 2, name: new RegExp(`^Article ${article} – `) }))
          .toBeVisible()
      }
      await expect.soft(page.getByRole('heading', { level: 2, name: 'Préambule' })).toBeVisible()
      await expect.soft(page.getByRole('heading', { level: 2, name: 'Définitions' })).toBeVisible()
      const main = page.locator('main')
      await expect.soft(main).toContainText('trois (3) fois le taux d’intérêt légal')
      await expect.soft(main).toContainText('dix (10) jours')
      await expect
        .soft(main)
        .toContainText(/66,50\s€\sHT de l’heure du lundi au vendredi, de 9\sh à 17\sh/)
      await expect.soft(main).toContainText(/180\s€\sHT de l’heure en dehors/)
      await expect.soft(main).toContainText('le 1er janvier')
      await expect.soft(main).toContainText('deux (2) ans après son terme')

      const contact = page.locator('section#contact')
      await expect
        .soft(contact.getByRole('link', { name: 'contact@example.com' }))
        .toHaveAttribute('href', 'mailto:contact@example.com')

      // The French file holds every article heading of the French page.
      const headings = await page
        .locator('main section h2')
        .evaluateAll((all) => all.map((h) => h.textContent ?? ''))
      expect.soft(headings).toContain('Article 13 – Responsabilité, force majeure et litiges')
      const text = await expectPdf(request, '/documents/conditions-generales-vente.pdf')
      expect.soft(text).toContain('Dernière mise à jour : 15 décembre 2024')
      for (const heading of headings) expect.soft(text).toContain(heading)
      expect.soft(text).toContain('Acompte de 50 % pour démarrer un projet')

      await page.getByRole('link', { name: 'Consulter les mentions légales' }).click()
      await expect.soft(page).toHaveURL(/\/fr\/mentions-legales$/)
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales')
    })

    await test.step('English', async () => {
      await page.goto('/en/general-terms-of-sale')
      const download = page.getByRole('link', { name: 'Download the terms of sale (PDF)' })
      await expect.soft(download).toHaveAttribute('href', '/documents/general-terms-of-sale.pdf')
      await expect
        .soft(page.getByRole('link', { name: 'Read the legal notices' }))
        .toHaveAttribute('href', '/en/legal-notices')
      const headings = await page
        .locator('main section[id^="article-"] h2')
        .evaluateAll((all) => all.map((h) => h.textContent ?? ''))
      expect.soft(headings).toHaveLength(13)

      const text = await expectPdf(request, '/documents/general-terms-of-sale.pdf')
      expect.soft(text).toContain('General terms of sale')
      expect.soft(text).toContain('Last updated: 15 December 2024')
      for (const heading of ['Key points', 'Preamble', 'Definitions', ...headings]) {
        expect.soft(text).toContain(heading)
      }
      expect.soft(text).toContain('€66.50 excl. VAT per hour')
    })

    await test.step('any other file name', async () => {
      for (const path of [
        '/documents/cgv.pdf',
        '/documents/conditions-generales-vente',
        '/documents/general-terms-of-sale.PDF',
      ]) {
        const response = await request.get(path)
        expect.soft(response.status(), path).toBe(404)
      }
    })
  })
})

async function expectPdf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect.soft(response.status()).toBe(200)
  const headers = response.headers()
  expect.soft(headers['content-type']).toBe('application/pdf')
  expect
    .soft(headers['content-disposition'])
    .toBe(`attachment; filename="${path.split('/').pop() ?? ''}"`)
  expect.soft(headers['cache-control']).toContain('public')
  const body = await response.body()
  expect.soft(body.subarray(0, 5).toString()).toBe('%PDF-')
  return normalizedPdfText(body)
}

test.describe('legal redirects', () => {
  const redirects: [string, string][] = [
    ['/cgv', '/fr/conditions-generales-vente'],
    ['/conditions-generales-vente', '/fr/conditions-generales-vente'],
    ['/privacy', '/en/privacy-policy'],
    ['/privacy-policy', '/en/privacy-policy'],
    ['/politique-confidentialite', '/fr/politique-confidentialite'],
    ['/terms', '/en/terms-of-service'],
    ['/terms-of-service', '/en/terms-of-service'],
    ['/conditions-generales', '/fr/conditions-generales'],
    ['/mentions-legales', '/fr/mentions-legales'],
    ['/legal-notices', '/en/legal-notices'],
  ]

  test('unprefixed paths go to their language for good (308), /cgv and /terms open the pages a visitor expects', async ({
    request,
    page,
  }) => {
    for (const [from, to] of redirects) {
      // The visitor's language must not matter: ask in the other one.
      const other = to.startsWith('/fr/') ? 'en-GB' : 'fr-FR'
      const response = await request.get(from, {
        maxRedirects: 0,
        headers: { 'Accept-Language': other, Cookie: `NEXT_LOCALE=${other.slice(0, 2)}` },
      })
      expect
        .soft({ from, status: response.status(), location: response.headers()['location'] })
        .toEqual({ from, status: 308, location: to })
    }

    await page.goto('/cgv')
    await expect(page).toHaveURL(/\/fr\/conditions-generales-vente$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Conditions générales de vente',
    )
    await page.goto('/terms')
    await expect(page).toHaveURL(/\/en\/terms-of-service$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use')
  })
})

test.describe('legal pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('show their full text from the server', async ({ page }) => {
    await page.goto('/fr/politique-confidentialite')
    await expect(
      page.getByRole('heading', { level: 3, name: 'Prise de rendez-vous' }),
    ).toBeVisible()
    await expect(page.locator('main')).toContainText('NEXT_LOCALE')
    await page.goto('/en/general-terms-of-sale')
    await expect(page.getByRole('heading', { level: 2, name: /^Article 13 – / })).toBeVisible()
  })
})
