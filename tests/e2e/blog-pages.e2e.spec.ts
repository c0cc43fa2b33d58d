import { expect, test } from '@playwright/test'

import { adminHeaders } from './support/admin-api'
import { paragraphContent } from './support/lexical'

const PER_PAGE = 9
// The featured articles lead the first page and are left out of the list's pages.
const FEATURED = 3

const labels = { fr: 'Pagination des articles', en: 'Article pages' } as const

/**
 * Page 2 of the blog: its public address is `?page=2`, and it follows the blog when articles
 * come and go (its data are cached until the blog changes).
 */
for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: the blog’s second page: its own address, and up to date after a change`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const headers = await adminHeaders(request)
    const visible = await request.get(
      `/api/blog-articles?where[language][equals]=${locale}&limit=1`,
    )
    const { totalDocs } = (await visible.json()) as { totalDocs: number }
    // Old enough to sort last: the newest articles other tests look at stay the same.
    const stamp = Date.now()
    const needed = Math.max(1, FEATURED + PER_PAGE + 1 - totalDocs)
    const created: number[] = []
    for (let index = 0; index < needed; index++) {
      const response = await request.post('/api/blog-articles', {
        headers,
        data: {
          language: locale,
          status: 'published',
          slug: `archive-${stamp}-${index}`,
          title: `Archive ${stamp} numéro ${index}`,
          excerpt: 'Un ancien article, pour la deuxième page du blog.',
          author_name: 'Studio Web & IA',
          views_count: 0,
          published_at: new Date(Date.UTC(2019, 0, 1 + index)).toISOString(),
          content: paragraphContent('Texte.'),
        },
      })
      expect(response.ok(), await response.text()).toBe(true)
      created.push(((await response.json()) as { doc: { id: number } }).doc.id)
    }

    try {
      await page.goto(`/${locale}/blog`)
      const pagination = page.getByRole('navigation', { name: labels[locale] })
      await pagination.getByRole('link', { name: 'Page 2', exact: true }).click()
      await expect(page).toHaveURL(`/${locale}/blog?page=2`)
      await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page.getByText(`Archive ${stamp} numéro 0`)).toBeVisible()

      // The internal address is sent back to the public one; nonsense pages are not found.
      const typed = await request.get(`/${locale}/blog/page/2`, { maxRedirects: 0 })
      expect(typed.status()).toBe(308)
      expect(typed.headers().location).toMatch(new RegExp(`/${locale}/blog\\?page=2$`))
      expect((await request.get(`/${locale}/blog?page=abc`)).status()).toBe(404)
      expect((await request.get(`/${locale}/blog?page=1&page=2`)).status()).toBe(404)
      expect((await request.get(`/${locale}/blog?page=1`)).status()).toBe(200)
    } finally {
      for (const id of created) {
        await request.delete(`/api/blog-articles/${id}`, { headers })
      }
    }
    // Deleting them expires the cached page at once: page 2 shows none of them any more.
    const after = await request.get(`/${locale}/blog?page=2`)
    expect(await after.text()).not.toContain(`Archive ${stamp}`)
  })
}
