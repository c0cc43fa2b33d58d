import { type APIRequestContext } from '@playwright/test'

import { sampleIdentity } from '@/features/site-settings/sample-legal-identity'

import { adminHeaders } from './support/admin-api'
import { expect, test } from './support/fixtures'

const edited = sampleIdentity

/** The seeded identity (src/config/site.ts). */
const seeded = {
  siteName: 'Studio Web & IA',
  siren: '987 654 324',
  host: 'Hébergement Exemple SAS',
}

type Identity = { siteName: string; legal: Record<string, unknown> }

async function readIdentity(request: APIRequestContext): Promise<Identity> {
  const response = await request.get('/api/globals/site-settings?depth=0')
  expect(response.ok()).toBe(true)
  const { siteName, legal } = (await response.json()) as Identity
  return { siteName, legal }
}

async function saveIdentity(request: APIRequestContext, identity: Identity) {
  const response = await request.post('/api/globals/site-settings', {
    data: identity,
    headers: await adminHeaders(),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

// Other specs read the seeded name and legal notices: they are put back whatever happens here.
let original: Identity | undefined

test.afterAll(async ({ request }) => {
  if (original) await saveIdentity(request, original)
})

test('an admin sets the legal identity and site name; both legal notices show them at once', async ({
  page,
  request,
}) => {
  original = await readIdentity(request)
  expect(original.siteName).toBe(seeded.siteName)
  expect(original.legal.siren).toBe(seeded.siren)

  const anonymous = await request.post('/api/globals/site-settings', {
    data: { legal: { ...original.legal, siren: edited.legal.siren } },
  })
  expect(anonymous.status()).toBe(403)
  const invalid = await request.post('/api/globals/site-settings', {
    data: { legal: { ...edited.legal, siren: '876 543 217' } },
    headers: await adminHeaders(),
  })
  expect(invalid.status()).toBe(400)

  await saveIdentity(request, edited)

  for (const path of ['/fr/mentions-legales', '/en/legal-notices']) {
    await page.goto(path)
    const main = page.getByRole('main')
    for (const value of [
      edited.legal.legalName,
      edited.legal.siren,
      edited.legal.siret,
      edited.legal.vatNumber,
      edited.legal.host.name,
      '5 rue du Lac, 74000 Annecy, France',
    ]) {
      await expect(main).toContainText(value)
    }
    await expect(main).not.toContainText(seeded.siren)
    await expect(main).not.toContainText(seeded.host)
    await expect(page.getByTestId('header-logo')).toContainText(edited.siteName)
    await expect(page).toHaveTitle(new RegExp(`\\| ${edited.siteName}$`))
  }
  await expect(page.getByRole('main')).toContainText('Limited liability company (SARL)')

  const manifest = await request.get('/manifest.webmanifest')
  expect(((await manifest.json()) as { short_name: string }).short_name).toBe(edited.siteName)

  // Put back at once, and the pages follow again.
  await saveIdentity(request, original)
  original = undefined
  await page.goto('/fr/mentions-legales')
  await expect(page.getByRole('main')).toContainText(seeded.siren)
  await expect(page.getByRole('main')).toContainText('Entreprise individuelle (EI)')
  await expect(page).toHaveTitle(new RegExp(`\\| ${seeded.siteName}$`))
})
