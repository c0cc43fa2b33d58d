import { expect, test } from './support/fixtures'

const copy = {
  fr: { claims: ['10+', '300+', '500+'], consultation: /consultation/i },
  en: { claims: ['10+', '300+', '500+'], consultation: /consultation/i },
}

test.describe('home page', () => {
  test('is server-rendered with every section, the claims and the service prices, has one h1 and reaches the diagnostic page, in both languages', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const response = await request.get(`/${locale}`)
        expect.soft(response.status(), locale).toBe(200)
        const html = await response.text()
        for (const id of [
          'problems',
          'solutions',
          'testimonials',
          'diagnostic',
          'services',
          'faq',
        ]) {
          expect.soft(html, locale).toContain(`id="${id}"`)
        }
        for (const claim of copy[locale].claims) expect.soft(html, locale).toContain(claim)
        if (locale === 'fr') {
          expect.soft(html).toMatch(/589\s?€/)
          expect.soft(html).toMatch(/3[\s\u202f\u00a0]500\s?€/)
        } else {
          expect.soft(html).toContain('€589')
          expect.soft(html).toContain('€3,500')
        }

        await page.goto(`/${locale}`)
        await expect.soft(page.locator('h1')).toHaveCount(1)
        const diagnosticPath =
          locale === 'fr' ? '/fr/diagnostic-business-complet' : '/en/complete-business-diagnostic'
        await expect
          .soft(page.locator(`#diagnostic a[href="${diagnosticPath}"]`).first())
          .toBeVisible()
      })
    }
  })
})

test('the home says each thing once: a priced row per service, a short FAQ leading to the full one', async ({
  page,
}) => {
  await page.goto('/fr')
  // Six services, one row each, with its price, the row leading to the service's page.
  const rows = page.locator('#services ul > li')
  await expect(rows).toHaveCount(6)
  for (const row of await rows.all()) {
    await expect.soft(row).toContainText('€')
    await expect.soft(row.locator('a[href^="/fr/services/"]')).toHaveCount(1)
  }
  // The hero names the four problems; the problems section gives their figures, not the names.
  const names = await page.locator('#hero h3').allInnerTexts()
  expect(names).toHaveLength(4)
  const figures = await page.locator('#problems li').allInnerTexts()
  expect(figures).toHaveLength(4)
  for (const name of names) expect.soft(figures.join(' ')).not.toContain(name)
  // The questions a first visit asks, then the way to all the others.
  const questions = page.locator('#faq details')
  expect(await questions.count()).toBeGreaterThanOrEqual(4)
  expect(await questions.count()).toBeLessThanOrEqual(5)
  await expect(page.locator('#faq a[href="/fr/centre-ressources-faq"]')).toBeVisible()
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows its content, not a loading screen', async ({ page }) => {
    await page.goto('/fr')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#services h3').first()).toBeVisible()
    await expect(page.getByText('Chargement de la page...')).toHaveCount(0)
  })
})

test.describe('testimonials', () => {
  test('the home features three quotes and the clients’ logos, the contact page others', async ({
    page,
  }) => {
    await page.goto('/fr')
    const home = page.locator('#testimonials blockquote')
    await expect(home).toHaveCount(3)
    const logos = page.getByRole('list', { name: 'Ils m’ont fait confiance' }).getByRole('img')
    expect(await logos.count()).toBeGreaterThanOrEqual(3)
    const names = await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))
    expect(names.every(Boolean)).toBe(true)
    const homeQuotes = await home.allInnerTexts()

    await page.goto('/fr/contact')
    const contact = page
      .getByRole('region', { name: 'Ils m’ont écrit avant vous' })
      .locator('blockquote')
    expect(await contact.count()).toBeGreaterThanOrEqual(2)
    for (const quote of await contact.allInnerTexts()) expect(homeQuotes).not.toContain(quote)
    // Stars are drawn for the eye; a screen reader hears the rating as a sentence.
    await expect(page.getByText(/Note\s?: 5 sur 5/).first()).toBeAttached()
  })
})
