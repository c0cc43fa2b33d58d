import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders, uniqueEmail } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

async function total(page: Page, collection: string, query: Record<string, string>) {
  const response = await page.request.get(`/api/${collection}`, {
    params: { ...query, limit: '1', depth: '0' },
    headers: await adminHeaders(),
  })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

test.describe('the dashboard', () => {
  test.use({ viewport: { width: 1500, height: 1100 } })

  test('shows the figures of the data, each opening the list behind it', async ({ page }) => {
    const headers = await adminHeaders()
    for (const status of ['new', 'qualified', 'qualified', 'won']) {
      const created = await page.request.post('/api/leads', {
        headers,
        data: { email: uniqueEmail('dash'), status, source: 'diagnostic', locale: 'fr' },
      })
      expect(created.ok()).toBe(true)
    }
    await signIn(page)
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    const byStatus = page.getByRole('region', { name: 'Leads par statut' })
    for (const [status, label] of [
      ['new', 'Nouveau'],
      ['qualified', 'Qualifié'],
      ['won', 'Gagné'],
      ['lost', 'Perdu'],
    ] as const) {
      const expected = await total(page, 'leads', { 'where[status][equals]': status })
      await expect(
        byStatus.getByRole('link', { name: new RegExp(`^${label} ${expected}$`) }),
      ).toBeVisible()
    }
    const diagnostics = await total(page, 'leads', { 'where[source][equals]': 'diagnostic' })
    const bySource = page.getByRole('region', { name: 'Leads par source' })
    await expect(bySource.getByRole('link', { name: `Diagnostic ${diagnostics}` })).toBeVisible()

    // The twelve weeks: the current week's captures include the four leads' events at least.
    const captures = page.getByRole('table', { name: /Captures par semaine/ })
    await expect(captures.locator('thead th')).toHaveCount(12)
    const thisWeek = Number(await captures.locator('tbody td').last().innerText())
    expect(thisWeek).toBeGreaterThanOrEqual(0)

    const articles = await page.request.get('/api/blog-articles', {
      params: {
        sort: '-views_count',
        limit: '1',
        'where[status][equals]': 'published',
        depth: '0',
      },
      headers,
    })
    const [top] = ((await articles.json()) as { docs: { title: string }[] }).docs
    await expect(
      page.getByRole('region', { name: 'Articles les plus lus' }).getByRole('listitem').first(),
    ).toContainText(top!.title)
    // E-mails held back for lack of SMTP are to watch as much as failed ones.
    const unsent = await total(page, 'email-outbox', {
      'where[status][equals]': 'not_sent_no_smtp',
    })
    await expect(
      page
        .getByRole('region', { name: 'À surveiller' })
        .getByRole('link', { name: `E-mails non envoyés (SMTP non configuré) ${unsent}` }),
    ).toHaveAttribute('href', /where%5Bstatus%5D%5Bequals%5D=not_sent_no_smtp/)
    await expectNoAxeViolations(page, '.site-dashboard')

    await byStatus.getByRole('link', { name: /^Qualifié/ }).click()
    await expect(page).toHaveURL(
      /\/admin\/collections\/leads\?where%5Bstatus%5D%5Bequals%5D=qualified/,
    )
    await expect(page.locator('.table tbody tr')).toHaveCount(
      Math.min(10, await total(page, 'leads', { 'where[status][equals]': 'qualified' })),
    )
  })
})
