import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders } from './support/admin-api'

/** What the owner changes in "Paramètres du site": claims, the audit price and the address. */
const edited = {
  claims: { years: 12, projects: 340, entrepreneurs: 520 },
  address: { street: '3 quai Perrière', postalCode: '38000', city: 'Grenoble', country: 'France' },
  audit: 690,
}
const office = '3 quai Perrière, 38000 Grenoble, France'
const space = '[\\s\\u202f\\u00a0]'

type Figures = {
  claims: Record<string, number>
  address: Record<string, string>
  prices: Record<string, number>
}

async function readFigures(request: APIRequestContext): Promise<Figures> {
  const response = await request.get('/api/globals/site-settings?depth=0')
  expect(response.ok()).toBe(true)
  const { claims, address, prices } = (await response.json()) as Figures
  return { claims, address, prices }
}

async function saveFigures(request: APIRequestContext, figures: Figures) {
  const response = await request.post('/api/globals/site-settings', {
    data: figures,
    headers: await adminHeaders(request),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

// Other specs read the seeded figures: they are put back whatever happens here.
let original: Figures | undefined

test.afterAll(async ({ request }) => {
  if (original) await saveFigures(request, original)
})

test('an admin edits claims, a price and the address; both languages show them without a rebuild', async ({
  page,
  request,
}) => {
  original = await readFigures(request)
  expect(original.prices.audit).toBe(589)

  const anonymous = await request.post('/api/globals/site-settings', {
    data: { prices: { ...original.prices, audit: 1 } },
  })
  expect(anonymous.status()).toBe(403)

  await saveFigures(request, {
    claims: edited.claims,
    address: edited.address,
    prices: { ...original.prices, audit: edited.audit },
  })

  await page.goto('/fr')
  const hero = page.locator('#hero')
  await expect(hero).toContainText('12+')
  await expect(hero).toContainText('340+')
  await expect(hero).toContainText('520+')
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
  }

  // Put back at once, and the pages follow again.
  await saveFigures(request, original)
  original = undefined
  await page.goto('/en/services/audit-technique-applications-web')
  await expect(page.getByTestId('service-price')).toHaveText('€589')
  await page.goto('/fr/mentions-legales')
  await expect(page.getByRole('main')).toContainText("12 rue de l'Exemple, 69002 Lyon, France")
})
