import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders } from './support/admin-api'
import { shown } from './support/admin-page'
import { paragraphContent } from './support/lexical'
import { expect, test } from './support/fixtures'

/** A French draft created through the API, with its category (so its address is known). */
async function createDraft(page: Page, slug: string): Promise<number> {
  const headers = await adminHeaders()
  const categories = await page.request.get('/api/blog-categories?where[slug][equals]=web', {
    headers,
  })
  const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]?.id
  const response = await page.request.post('/api/blog-articles', {
    headers,
    data: {
      language: 'fr',
      status: 'draft',
      slug,
      title: 'Brouillon : les PWA hors ligne',
      excerpt: 'Un brouillon que seul le propriétaire peut prévisualiser.',
      author_name: 'Studio Web & IA',
      views_count: 0,
      category,
      content: paragraphContent('Texte du brouillon.'),
    },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

test.describe('the blog in the back office', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('a draft is invisible to the public and previewed on its real page by the owner', async ({
    page,
    browser,
  }) => {
    await signIn(page)
    const id = await createDraft(page, 'brouillon-pwa-hors-ligne')
    const visitor = await browser.newPage()
    const response = await visitor.request.get('/fr/blog/web/brouillon-pwa-hors-ligne', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    expect(
      (await visitor.request.get(`/blog-preview?id=${id}`, { maxRedirects: 0 })).status(),
    ).toBe(403)
    // Paths a browser would follow off-site go to the home page of their language, or `/`.
    for (const [path, home] of [
      ['/%5Cevil.example', '/'],
      ['/%09/evil.example/phish', '/'],
      ['/fr/../..//evil.example', '/fr'],
    ] as const) {
      const exit = await visitor.request.get(`/blog-preview/exit?path=${path}`, {
        maxRedirects: 0,
      })
      expect(new URL(exit.headers()['location']!, 'http://site.test').pathname).toBe(home)
      expect(exit.headers()['location']).not.toContain('evil.example')
    }
    await visitor.close()

    await page.goto(`/blog-preview?id=${id}`)
    await expect(page).toHaveURL('/fr/blog/web/brouillon-pwa-hors-ligne')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Brouillon : les PWA hors ligne',
    )
    await expect(page.getByText('Aperçu : cet article n’est pas visible du public.')).toBeVisible()
    await page.getByRole('link', { name: 'Quitter l’aperçu' }).click()
    await expect(page).toHaveURL('/fr/blog')
  })

  test('the translations panel starts the English version and links both', async ({ page }) => {
    await signIn(page)
    const id = await createDraft(page, 'brouillon-a-traduire')
    await page.goto(`/admin/collections/blog-articles/${id}`)
    const panel = page.getByTestId('translations-panel')
    await panel.getByRole('button', { name: 'Créer la traduction en anglais' }).click()
    await expect(page).not.toHaveURL(new RegExp(`/blog-articles/${id}$`))
    await expect(
      page
        .getByTestId('translations-panel')
        .getByRole('link', { name: 'Brouillon : les PWA hors ligne' }),
    ).toBeVisible()
  })

  test('articles are imported from the list, hostile HTML cleaned', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/collections/blog-articles')
    await shown(page.getByText('Importer des articles (Markdown ou HTML)')).click()
    await page.getByLabel('Fichiers').setInputFiles({
      name: 'import-e2e.html',
      mimeType: 'text/html',
      buffer: Buffer.from(
        '<h1>Article importé en e2e</h1><p onclick="x()">Bonjour<script>alert(1)</script></p>',
      ),
    })
    await page.getByRole('button', { name: 'Importer', exact: true }).click()
    await page.getByRole('link', { name: /créé \(« Article importé en e2e »\)/ }).click()
    await expect(page.getByText('Bonjour')).toBeVisible()
    const response = await page.request.get(
      '/api/blog-articles?where[slug][equals]=article-importe-en-e2e&depth=0',
      {
        headers: await adminHeaders(),
      },
    )
    const stored = JSON.stringify(await response.json())
    expect(stored).toContain('Bonjour')
    expect(stored).not.toMatch(/<script|alert\(1\)|onclick/)
  })
})
