import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

async function recordsFor(page: Page, url: string) {
  const response = await page.request.get('/api/seo-pages', {
    params: { 'where[url][equals]': url },
    headers: await adminHeaders(),
  })
  return ((await response.json()) as { docs: { id: number; audit_results?: { score?: number } }[] })
    .docs
}

test.describe('SEO records on the public site', () => {
  test('a record overrides a page’s title, description and robots until it is deleted', async ({
    page,
  }) => {
    await page.goto('/fr/mentions-legales')
    const defaultTitle = await page.title()
    const headers = await adminHeaders()
    const created = await page.request.post('/api/seo-pages', {
      headers,
      data: {
        url: '/fr/mentions-legales',
        page_type: 'legal',
        title: 'Mentions légales du studio',
        meta_description: 'Éditeur, hébergeur et responsable de la publication du site.',
        robots_meta: 'noindex, follow',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    await page.goto('/fr/mentions-legales')
    await expect(page).toHaveTitle('Mentions légales du studio')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Éditeur, hébergeur et responsable de la publication du site.',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    // The English page has its own path: the French record does not apply there.
    await page.goto('/en/legal-notices')
    await expect(page).not.toHaveTitle('Mentions légales du studio')

    expect((await page.request.delete(`/api/seo-pages/${doc.id}`, { headers })).ok()).toBe(true)
    await page.goto('/fr/mentions-legales')
    await expect(page).toHaveTitle(defaultTitle)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })

  test('the owner’s structured data is added to the page while enabled', async ({ page }) => {
    const headers = await adminHeaders()
    const jsonLd = async () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as unknown))
    const created = await page.request.post('/api/seo-pages', {
      headers,
      data: {
        url: '/en/contact',
        page_type: 'contact',
        schema_data: {
          enable_schema_org: true,
          schema_type: 'ContactPage',
          structured_data: { '@type': 'ContactPage', name: 'Contact the studio' },
        },
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/en/contact')
    expect(await jsonLd()).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      name: 'Contact the studio',
    })
    const { doc } = (await created.json()) as { doc: { id: number } }
    await page.request.patch(`/api/seo-pages/${doc.id}`, {
      headers,
      data: { schema_data: { enable_schema_org: false } },
    })
    await page.goto('/en/contact')
    expect(JSON.stringify(await jsonLd())).not.toContain('Contact the studio')
    await page.request.delete(`/api/seo-pages/${doc.id}`, { headers })
  })

  test('an invalid record is refused with a clear message, and nobody else can read records', async ({
    page,
  }) => {
    const headers = await adminHeaders()
    const refused = await page.request.post('/api/seo-pages', {
      headers,
      data: { url: '/fr/contact-bis', page_type: 'contact', canonical_url: 'javascript:alert(1)' },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('URL canonique')
    const stored = await page.request.get('/api/seo-pages', {
      params: { 'where[url][equals]': '/fr/contact-bis' },
      headers,
    })
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
    const anonymous = await page.request.get('/api/seo-pages', { headers: { Authorization: '' } })
    expect(anonymous.status()).toBe(403)
  })
})

test.describe('the SEO Manager', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('lists and searches pages, previews one, audits it and keeps the score', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Panel Admin' })
    await nav.getByRole('link', { name: 'SEO Manager', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/seo$/)
    await expect(nav.getByRole('link', { name: 'SEO Manager' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { level: 1, name: 'SEO Manager' })).toBeVisible()
    await expect(page.getByRole('link', { name: '/en/portfolio', exact: true })).toBeVisible()

    await page.getByLabel('Rechercher une page').fill('services/pwa')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    const rows = page.locator('.site-seo > table tbody tr')
    await expect(rows).toHaveCount(2)
    await page.getByRole('link', { name: '/fr/services/pwa-progressive-web-apps' }).click()

    const google = page.getByRole('region', { name: 'Aperçu dans Google' })
    await expect(google).toContainText('services › pwa-progressive-web-apps')
    await expect(
      page.getByRole('region', { name: 'Aperçu du partage (réseaux sociaux)' }),
    ).toBeVisible()
    await expectNoAxeViolations(page, '.site-seo')

    await page.getByRole('button', { name: 'Lancer l’audit' }).click()
    await expect(page.locator('.site-seo p[role="status"]')).toHaveText(
      'Audit terminé et enregistré.',
    )
    await expect(page.locator('.site-seo__score')).toContainText(/\d+\/100/)
    const checks = page.getByRole('table', { name: 'Contrôles de l’audit' })
    for (const id of [
      'title',
      'description',
      'h1',
      'alt',
      'canonical',
      'hreflang',
      'jsonld',
      'links',
    ]) {
      await expect(checks.locator(`tr[data-check="${id}"]`)).toHaveCount(1)
    }
    await expect(checks.locator('tr[data-check="h1"]')).toContainText('Conforme')
    await expect(checks.locator('tr[data-check="hreflang"]')).toContainText('Conforme')
    await expect(checks.locator('tr[data-check="links"]')).toContainText('Conforme')
    const [record] = await recordsFor(page, '/fr/services/pwa-progressive-web-apps')
    expect(record?.audit_results?.score).toBeGreaterThan(0)
    await expectNoAxeViolations(page, '.site-seo')
  })

  test('creates a record for a path in Payload’s form, then deletes it', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/seo')
    await page.getByLabel('Ajouter un chemin').fill('/en/blog/')
    await page.getByRole('button', { name: 'Créer ou modifier' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/seo-pages\/\d+$/)
    await expect(page.locator('input[name="url"]')).toHaveValue('/en/blog')
    expect(await recordsFor(page, '/en/blog')).toHaveLength(1)
    // A bad canonical is refused by the form and nothing is saved.
    await page.locator('#field-canonical_url').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect(page.locator('.payload-toast-item').first()).toContainText('URL canonique')
    const [kept] = await recordsFor(page, '/en/blog')
    expect(kept).toMatchObject({ canonical_url: null })

    await page.goto('/admin/seo?path=%2Fen%2Fblog')
    await expect(page.getByRole('heading', { level: 2, name: '/en/blog' })).toBeVisible()
    await page.getByRole('button', { name: 'Supprimer l’enregistrement' }).click()
    await expect(page.locator('.site-seo p[role="status"]')).toContainText(
      'Enregistrement supprimé',
    )
    expect(await recordsFor(page, '/en/blog')).toHaveLength(0)
  })
})
