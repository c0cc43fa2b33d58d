import { expect, type Page, test } from '@playwright/test'

import { e2eAdmin } from './support/e2e-env'

// A page from each kind, in both languages: home, service, article, forms, legal text.
const pages = [
  '/fr',
  '/en',
  '/fr/services/audit-technique-applications-web',
  '/en/blog/ai/ai-small-business-7-practical-use-cases',
  '/fr/blog/ai/ia-pme-7-cas-usage-concrets',
  '/fr/reservation',
  '/en/contact',
  '/en/complete-business-diagnostic',
  '/fr/conditions-generales-vente',
  '/admin/login',
]

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

/** Every violation the browser reports, kept in the page from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

test.describe('Content-Security-Policy', () => {
  test('every page runs its own scripts under a nonce made for that view, and nothing is refused', async ({
    page,
  }) => {
    await recordViolations(page)
    // The boot script (inline, nonce'd) applies a stored dark theme before the first paint.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    for (const path of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const policies = (await response!.headersArray()).filter(
        (header) => header.name.toLowerCase() === 'content-security-policy',
      )
      expect(policies, path).toHaveLength(1)
      const policy = policies[0]!.value
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      const nonce = nonceOf(policy)
      expect(nonce, path).toBeTruthy()

      // Hydrated: Next.js's scripts ran (its route announcer exists only once they have).
      await page.locator('next-route-announcer').waitFor({ state: 'attached' })
      expect(await violations(page), path).toEqual([])
      // Every executable script of the HTML as served carries this view's nonce (read from the
      // response: a later router.refresh() may give the live elements a newer one).
      const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? []
      const executable = tags.filter((tag) => !tag.includes('application/ld+json'))
      expect(executable.length, path).toBeGreaterThan(0)
      for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`)
      if (!path.startsWith('/admin')) {
        await expect(page.locator('html'), path).toHaveClass(/\bdark\b/)
      }
    }

    const again = await page.request.get('/fr')
    expect(nonceOf(again.headers()['content-security-policy'])).not.toBe(
      nonceOf((await page.request.get('/fr')).headers()['content-security-policy']),
    )
  })

  test('a script slipped into the HTML does not run', async ({ page }) => {
    await recordViolations(page)
    // As if stored content or a proxy on the way had put markup into the page.
    await page.route('**/en/contact', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = "inline"</script>' +
          '<img src="/favicon.ico" onload="window.__injected = \'handler\'" alt="">' +
          '<script src="data:text/javascript,window.__injected=%22data%22"></script></body>',
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto('/en/contact')
    await page.locator('next-route-announcer').waitFor({ state: 'attached' })
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThanOrEqual(3)
    expect(
      await page.evaluate(() => (window as { __injected?: string }).__injected),
    ).toBeUndefined()
    // The page itself still works: its form answers.
    await expect(page.getByRole('button', { name: 'Send my message' })).toBeVisible()
  })

  test('the admin works under the same policy', async ({ page }) => {
    await recordViolations(page)
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(e2eAdmin.email)
    await page.locator('#field-password').fill(e2eAdmin.password)
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText('Panel Admin', { exact: true })).toBeVisible()
    await page.goto('/admin/collections/leads')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/admin/security')
    await expect(
      page.getByRole('table', { name: 'En-têtes de sécurité de chaque réponse' }),
    ).toContainText("'strict-dynamic'")
    expect(await violations(page)).toEqual([])
  })
})
