import { adminHeaders } from './support/admin-api'
import { paragraphContent } from './support/lexical'
import { expect, test } from './support/fixtures'

const PER_PAGE = 9
// The featured articles lead the first page and are left out of the list's pages.
const FEATURED = 3

const labels = { fr: 'Pagination des articles', en: 'Article pages' } as const

/**
 * Page 2 of the blog: its public address is `?page=2`, and it follows the blog when an article
 * changes (its data are cached until the blog changes). Whatever other tests published before,
 * and whichever articles the day's rotation features: the test reads what page 2 shows.
 */
for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: the blog’s second page: its own address, and up to date after a change`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const headers = await adminHeaders()
    const visible = await request.get(
      `/api/blog-articles?where[language][equals]=${locale}&limit=1`,
    )
    const { totalDocs } = (await visible.json()) as { totalDocs: number }
    // Enough articles for a second page; old enough to sort last, so that the newest articles
    // other tests look at stay the same.
    const stamp = Date.now()
    const needed = Math.max(0, FEATURED + PER_PAGE + 1 - totalDocs)
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
    let renamed: { id: number; title: string } | undefined

    try {
      await page.goto(`/${locale}/blog`)
      const pagination = page.getByRole('navigation', { name: labels[locale] })
      await pagination.getByRole('link', { name: 'Page 2', exact: true }).click()
      await expect(page).toHaveURL(`/${locale}/blog?page=2`)
      await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      // The owner renames the first article of page 2: the next visit shows the new title.
      const first = page.getByTestId('article-card').first().getByRole('link')
      const slug = (await first.getAttribute('href'))!.split('/').at(-1)!
      const found = await request.get(
        `/api/blog-articles?where[language][equals]=${locale}&where[slug][equals]=${slug}&depth=0`,
        { headers },
      )
      const [article] = ((await found.json()) as { docs: { id: number; title: string }[] }).docs
      renamed = { id: article!.id, title: article!.title }
      const title = `${article!.title} (${stamp})`
      const saved = await request.patch(`/api/blog-articles/${article!.id}`, {
        headers,
        data: { title },
      })
      expect(saved.ok(), await saved.text()).toBe(true)
      await page.reload()
      await expect(
        page.getByTestId('article-card').getByRole('link', { name: title }),
      ).toBeVisible()

      // The internal address is sent back to the public one; nonsense pages are not found.
      const typed = await request.get(`/${locale}/blog/page/2`, { maxRedirects: 0 })
      expect(typed.status()).toBe(308)
      expect(typed.headers().location).toMatch(new RegExp(`/${locale}/blog\\?page=2$`))
      expect((await request.get(`/${locale}/blog?page=abc`)).status()).toBe(404)
      expect((await request.get(`/${locale}/blog?page=1&page=2`)).status()).toBe(404)
      expect((await request.get(`/${locale}/blog?page=1`)).status()).toBe(200)
    } finally {
      if (renamed) {
        await request.patch(`/api/blog-articles/${renamed.id}`, {
          headers,
          data: { title: renamed.title },
        })
      }
      for (const id of created) {
        await request.delete(`/api/blog-articles/${id}`, { headers })
      }
    }
    // Saving it back expires the cached page at once: page 2 shows the title as it was.
    const after = await request.get(`/${locale}/blog?page=2`)
    expect(await after.text()).not.toContain(`(${stamp})`)
  })
}

// Every visit of the article counts: run among the specs that change what others read, so that
// no other browser opens the article while the count is read.
test('a view is counted once the article is shown', async ({ page, request }) => {
  const count = async () => {
    const response = await request.get(
      '/api/blog-articles?where[slug][equals]=pwa-or-native-app-how-to-choose&depth=0',
    )
    const body = (await response.json()) as { docs: { views_count: number }[] }
    return Number(body.docs[0]?.views_count)
  }
  const before = await count()
  await page.goto('/en/blog/web/pwa-or-native-app-how-to-choose')
  await expect.poll(count).toBe(before + 1)
})

/** The view count as the server's HTML shows it, or null when the HTML shows none. */
function renderedViews(html: string): string | null {
  const match = /data-testid="view-count"[^>]*>(.*?)<\/span>/s.exec(html)
  return match ? match[1]!.replace(/<[^>]*>/g, '') : null
}

// The article is a cached page: its HTML keeps the count of the moment it was rendered, and the
// reader sees the current one, brought back by the request that counts the view.
test('the view count is the current one on an article served from the page cache', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders()
  const categories = await request.get('/api/blog-categories?where[slug][equals]=web', {
    headers,
  })
  const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id
  const stamp = Date.now()
  const create = async (slug: string, views: number) => {
    const response = await request.post('/api/blog-articles', {
      headers,
      data: {
        language: 'fr',
        status: 'published',
        slug,
        title: `Compteur de vues ${slug}`,
        excerpt: 'Un article dont le compteur de vues avance sans que la page soit refaite.',
        author_name: 'Studio Web & IA',
        views_count: views,
        category,
        published_at: new Date(Date.UTC(2019, 5, 1)).toISOString(),
        content: paragraphContent('Texte.'),
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const addViews = async (id: number, views: number) => {
    for (let index = 0; index < views; index++)
      expect((await request.post(`/api/blog-articles/${id}/view`)).ok()).toBe(true)
  }
  const shownCount = page.getByTestId('view-count')
  // The site's default threshold: articles show their count from 100 views.
  const popular = await create(`vues-a-jour-${stamp}`, 1232)
  const fresh = await create(`vues-seuil-${stamp}`, 98)
  try {
    const popularUrl = `/fr/blog/web/vues-a-jour-${stamp}`
    const rendered = renderedViews(await (await request.get(popularUrl)).text())
    expect(rendered).toBe('1\u202f232\u00a0vues')
    await page.goto(popularUrl)
    await expect.poll(() => shownCount.textContent()).toBe('1\u202f233\u00a0vues')
    await addViews(popular, 5)
    await page.goto(popularUrl)
    await expect.poll(() => shownCount.textContent()).toBe('1\u202f239\u00a0vues')
    expect(renderedViews(await (await request.get(popularUrl)).text())).toBe(rendered)

    // Below the threshold the count is not shown; past it, it appears where its place was kept.
    const freshUrl = `/fr/blog/web/vues-seuil-${stamp}`
    await page.goto(freshUrl)
    const share = page.locator('article header summary')
    await expect
      .poll(async () => (await request.get(`/api/blog-articles/${fresh}`)).ok())
      .toBe(true)
    const viewsOf = async () =>
      Number(
        (
          (await (await request.get(`/api/blog-articles/${fresh}`)).json()) as {
            views_count: number
          }
        ).views_count,
      )
    await expect.poll(viewsOf).toBe(99)
    await expect(shownCount).toHaveCount(0)
    const before = await share.boundingBox()
    await addViews(fresh, 2)
    await page.goto(freshUrl)
    await expect.poll(() => shownCount.textContent()).toBe('102\u00a0vues')
    expect(await share.boundingBox()).toEqual(before)
    expect(renderedViews(await (await request.get(freshUrl)).text())).toBeNull()
  } finally {
    for (const id of [popular, fresh]) await request.delete(`/api/blog-articles/${id}`, { headers })
  }
})
