import { type APIRequestContext } from '@playwright/test'

import { adminHeaders } from './support/admin-api'
import { signIn } from './support/admin-session'
import { normalizedPdfText } from './support/pdf-text'
import { expect, test } from './support/fixtures'

/**
 * What the owner changes in "Paramètres du site": claims, the audit price, the address and the
 * contact details.
 */
const edited = {
  claims: { years: 12, projects: 340, entrepreneurs: 520 },
  address: { street: '3 quai Perrière', postalCode: '38000', city: 'Grenoble', country: 'France' },
  audit: 690,
  email: 'bonjour@atelier.example.org',
  phone: '+33 4 11 22 33 44',
}
/** The seeded contact details (src/config/site.ts). */
const seeded = { email: 'contact@example.com', phone: '+33 6 39 98 12 34' }
const office = '3 quai Perrière, 38000 Grenoble, France'
const space = '[\\s\\u202f\\u00a0]'

type Figures = {
  claims: Record<string, number>
  address: Record<string, string>
  prices: Record<string, number>
  email: string
  phone: string
}

async function readFigures(request: APIRequestContext): Promise<Figures> {
  const response = await request.get('/api/globals/site-settings?depth=0')
  expect(response.ok()).toBe(true)
  const { claims, address, prices, email, phone } = (await response.json()) as Figures
  return { claims, address, prices, email, phone }
}

async function saveFigures(request: APIRequestContext, figures: Figures) {
  const response = await request.post('/api/globals/site-settings', {
    data: figures,
    headers: await adminHeaders(),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

// Other specs read the seeded figures: they are put back whatever happens here.
let original: Figures | undefined

test.afterAll(async ({ request }) => {
  if (original) await saveFigures(request, original)
})

test('an admin edits claims, a price, the address and contact details; both languages show them without a rebuild', async ({
  page,
  request,
}) => {
  original = await readFigures(request)
  expect(original.prices.audit).toBe(589)
  expect(original.email).toBe(seeded.email)

  const anonymous = await request.post('/api/globals/site-settings', {
    data: { prices: { ...original.prices, audit: 1 } },
  })
  expect(anonymous.status()).toBe(403)

  await saveFigures(request, {
    claims: edited.claims,
    address: edited.address,
    prices: { ...original.prices, audit: edited.audit },
    email: edited.email,
    phone: edited.phone,
  })

  await page.goto('/fr')
  // The claims open the client-logo strip, just under the hero.
  const claims = page.getByRole('main')
  await expect(claims).toContainText('12+')
  await expect(claims).toContainText('340+')
  await expect(claims).toContainText('520+')
  await expect(page.locator('#services')).toContainText(new RegExp(`690${space}€`))
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('\n')).toContain('Grenoble')

  await page.goto('/en/services/audit-technique-applications-web')
  await expect(page.getByTestId('service-price')).toHaveText('€690')
  await expect(page.locator('#pricing')).toContainText('€690')

  await page.goto('/fr/services/audit-technique-applications-web')
  await expect(page.getByTestId('service-price')).toHaveText(new RegExp(`^690${space}€$`))

  await page.goto('/en/about')
  await expect(page.getByRole('main')).toContainText('12+')
  await expect(page.getByRole('main')).toContainText('more than 12 years')

  for (const path of ['/fr/mentions-legales', '/en/legal-notices']) {
    await page.goto(path)
    await expect(page.getByRole('main')).toContainText(office)
    await expect(page.getByRole('main')).not.toContainText("12 rue de l'Exemple")
    await expect(page.getByRole('main')).toContainText(edited.email)
    await expect(page.getByRole('main')).toContainText(edited.phone)
    await expect(page.getByRole('main')).not.toContainText(seeded.email)
    await expect(page.getByRole('main')).not.toContainText(seeded.phone)
  }

  await page.goto('/en/general-terms-of-sale')
  const contact = page.locator('#contact')
  await expect(contact).toContainText(edited.email)
  await expect(contact).toContainText(edited.phone)
  await expect(contact.getByRole('link', { name: edited.email })).toHaveAttribute(
    'href',
    `mailto:${edited.email}`,
  )

  // The PDF is rendered again for the new settings, and no cache may keep the old one for long.
  const pdf = await request.get('/documents/conditions-generales-vente.pdf')
  expect(pdf.ok()).toBe(true)
  expect(pdf.headers()['cache-control']).toContain('max-age=0')
  const pdfText = normalizedPdfText(await pdf.body())
  expect(pdfText).toContain(edited.email)
  expect(pdfText).toContain(edited.phone)
  expect(pdfText).toContain(office)
  expect(pdfText).not.toContain(seeded.email)

  // Put back at once, and the pages follow again.
  await saveFigures(request, original)
  original = undefined
  await page.goto('/en/services/audit-technique-applications-web')
  await expect(page.getByTestId('service-price')).toHaveText('€589')
  await page.goto('/fr/mentions-legales')
  await expect(page.getByRole('main')).toContainText("12 rue de l'Exemple, 69002 Lyon, France")
  await expect(page.getByRole('main')).toContainText(seeded.email)
})

test.describe('site settings', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('a phone number changed in the admin shows on the public site, no redeploy', async ({
    page,
  }) => {
    await signIn(page)
    const original = await (await page.request.get('/api/globals/site-settings')).json()
    const phone = '+33 6 39 98 00 77'
    try {
      await page.goto('/admin/globals/site-settings')
      // Typed into the server-rendered field before the form hydrates, the number would be lost.
      await page.waitForLoadState('networkidle')
      await page.locator('#field-phone').fill(phone)
      const saved = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/globals/site-settings' &&
          response.request().method() === 'POST',
      )
      await page.getByRole('button', { name: 'Sauvegarder' }).click()
      // The answer says whether the save itself went through, before the public page is read.
      const answer = await saved
      expect(answer.status(), await answer.text()).toBe(200)
      await expect(page.locator('.payload-toast-item, [data-sonner-toast]').first()).toBeVisible()
      // The cached pages are refreshed in the background: the next visits show the new number.
      await expect
        .poll(
          async () => {
            await page.goto('/fr/contact')
            return page.locator('main a[href^="tel:"]').first().getAttribute('href')
          },
          { timeout: 20_000 },
        )
        .toBe('tel:+33639980077')
    } finally {
      const restore = await page.request.post('/api/globals/site-settings', {
        data: { phone: original.phone },
        headers: await adminHeaders(),
      })
      expect(restore.ok()).toBe(true)
    }
  })
})
