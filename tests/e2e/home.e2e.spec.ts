import { expect, test } from '@playwright/test'

const copy = {
  fr: { claims: ['10+', '300+', '500+'], consultation: /consultation/i },
  en: { claims: ['10+', '300+', '500+'], consultation: /consultation/i },
}

for (const locale of ['fr', 'en'] as const) {
  test.describe(`home page (${locale})`, () => {
    test('is server-rendered with every section, the claims and the service prices', async ({
      request,
    }) => {
      const response = await request.get(`/${locale}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      for (const id of ['problems', 'solutions', 'testimonials', 'diagnostic', 'services', 'faq']) {
        expect(html).toContain(`id="${id}"`)
      }
      for (const claim of copy[locale].claims) expect(html).toContain(claim)
      if (locale === 'fr') {
        expect(html).toMatch(/589\s?€/)
        expect(html).toMatch(/3[\s\u202f\u00a0]500\s?€/)
      } else {
        expect(html).toContain('€589')
        expect(html).toContain('€3,500')
      }
    })

    test('has one h1 and reaches the diagnostic and consultation pages', async ({ page }) => {
      await page.goto(`/${locale}`)
      await expect(page.locator('h1')).toHaveCount(1)
      const diagnosticPath =
        locale === 'fr' ? '/fr/diagnostic-business-complet' : '/en/complete-business-diagnostic'
      await expect(page.locator(`#diagnostic a[href="${diagnosticPath}"]`).first()).toBeVisible()
    })
  })
}

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows its content, not a loading screen', async ({ page }) => {
    await page.goto('/fr')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#services h3').first()).toBeVisible()
    await expect(page.getByText('Chargement de la page...')).toHaveCount(0)
  })
})
