import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders } from './support/admin-api'
import { e2eAdmin } from './support/e2e-env'
import { expect, test } from './support/fixtures'

/**
 * Every host the page asks for something, and every address the page's policy refused: the
 * back office must work on a network that reaches nothing but the site.
 */
function recordOtherHosts(page: Page, own: string): string[] {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== own) {
      elsewhere.push(`${page.url()} -> ${request.url()}`)
    }
  })
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text()) && /https?:\/\//.test(message.text())) {
      elsewhere.push(`${page.url()} refused: ${message.text()}`)
    }
  })
  return elsewhere
}

/**
 * Waits until the screen is drawn and every code or JSON field on it shows its editor, tab by
 * tab: a field whose editor came from a CDN would stay a blank box offline.
 */
async function settle(page: Page, screen: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), screen).toBeVisible()
  const tabs = page.locator('.tabs-field__tab-button:not(.tabs-field__tab-button--hidden)')
  const count = await tabs.count()
  for (let index = 0; index <= count; index++) {
    if (index > 0) await tabs.nth(index - 1).click()
    const editors = page.locator('.json-field, .code-field')
    for (const editor of await editors.all()) {
      await expect(editor.locator('.monaco-editor'), screen).toBeVisible()
    }
  }
  // Every request is recorded as it starts, so the screen's own loads are what matters here.
  // Not 'networkidle': after the tab clicks, a save of the screen's preferences can stay open in
  // the browser long after the server has answered it, and the wait never ends.
  await page.waitForLoadState('load')
}

/** A record to open in each collection, or its create form when it has none. */
async function editView(page: Page, href: string): Promise<string> {
  const slug = href.split('/').pop()!
  const response = await page.request.get(`/api/${slug}`, {
    params: { limit: '1', depth: '0' },
    headers: await adminHeaders(),
  })
  const body = response.ok() ? ((await response.json()) as { docs?: { id: number }[] }) : {}
  const id = body.docs?.[0]?.id
  return id === undefined ? `${href}/create` : `${href}/${id}`
}

test.describe('the back office on a network without the internet', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('no screen fetches anything from another host', async ({ page, baseURL }) => {
    test.setTimeout(420_000)
    // A password reset e-mail, so that the outbox has a message to open.
    const reset = await page.request.post('/api/admin-users/forgot-password', {
      data: { email: e2eAdmin.email },
    })
    expect(reset.ok()).toBe(true)
    await signIn(page)
    const elsewhere = recordOtherHosts(page, new URL(baseURL!).host)

    await page.goto('/admin')
    await settle(page, '/admin')
    const listed = await page
      .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    // The SEO records open from the SEO Manager's screen, which the sidebar links to instead.
    const screens = [
      ...new Set([...listed.map((href) => href.split('?')[0]!), '/admin/collections/seo-pages']),
    ].filter((href) => /^\/admin\/(collections|globals)\/[\w-]+$/.test(href))
    // The collections of the navigation, the two globals and the outbox at least.
    expect(screens).toEqual(
      expect.arrayContaining([
        '/admin/collections/leads',
        '/admin/collections/email-outbox',
        '/admin/globals/site-settings',
        '/admin/globals/booking-settings',
      ]),
    )
    const views = ['/admin/seo', '/admin/calendar', '/admin/security', '/admin/account']
    for (const href of screens) {
      views.push(href)
      if (href.startsWith('/admin/collections/')) views.push(await editView(page, href))
    }
    for (const view of views) {
      await page.goto(view)
      await settle(page, view)
    }
    expect(elsewhere).toEqual([])
  })

  test('the structured data field takes typed JSON-LD and saves it', async ({ page }) => {
    const headers = await adminHeaders()
    const found = await page.request.get('/api/seo-pages', {
      params: { limit: '1', depth: '0', 'where[url][equals]': '/en/portfolio' },
      headers,
    })
    const { docs } = (await found.json()) as { docs: { id: number }[] }
    const id = docs[0]!.id
    const structuredTab = page.locator('.tabs-field__tab-button', {
      hasText: 'Données structurées',
    })
    await signIn(page)
    await page.goto(`/admin/collections/seo-pages/${id}`)
    await structuredTab.click()
    const field = page.locator('.json-field').filter({ hasText: 'JSON-LD' })
    const editor = field.locator('.monaco-editor')
    await expect(editor).toBeVisible()
    await editor.locator('.view-lines').click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.insertText('{"@type": "Service", "name": "Audit hors ligne"}')
    await expect(editor.locator('.view-lines')).toContainText('Audit hors ligne')
    await page.locator('#action-save').click()
    // Payload's toast says "Soumission..." while the save runs: the record is read once it ends.
    const structuredData = async () => {
      const saved = await page.request.get(`/api/seo-pages/${id}`, { headers })
      const record = (await saved.json()) as { schema_data?: { structured_data?: unknown } }
      return record.schema_data?.structured_data
    }
    await expect.poll(structuredData).toEqual({ '@type': 'Service', name: 'Audit hors ligne' })
    await page.reload()
    await structuredTab.click()
    await expect(field.locator('.monaco-editor .view-lines')).toContainText('Audit hors ligne')
  })
})
