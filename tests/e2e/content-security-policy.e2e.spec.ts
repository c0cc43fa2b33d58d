import { createHash } from 'node:crypto'

import { type Page, type Response } from '@playwright/test'

import { e2eAdmin } from './support/e2e-env'
import { expect, test } from './support/fixtures'

// Pages of each kind, in both languages: served from the page cache (home, service, article,
// forms, legal text), or rendered per request (booking, search results, the admin).
const cachedPages = [
  '/fr',
  '/en',
  '/fr/services/audit-technique-applications-web',
  '/en/blog/ai/ai-small-business-7-practical-use-cases',
  '/fr/blog/ai/ia-pme-7-cas-usage-concrets',
  '/en/contact',
  '/en/complete-business-diagnostic',
  '/fr/conditions-generales-vente',
]
const perRequestPages = ['/fr/reservation', '/en/search?q=pwa', '/admin/login']

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

/** The one Content-Security-Policy header of a response. */
async function policyOf(response: Response | null, path: string, status = 200): Promise<string> {
  expect(response?.status(), path).toBe(status)
  const policies = (await response!.headersArray()).filter(
    (header) => header.name.toLowerCase() === 'content-security-policy',
  )
  expect(policies, path).toHaveLength(1)
  return policies[0]!.value
}

/** Loaded, hydrated (Next.js's route announcer exists only once its scripts ran), no refusal. */
async function expectRanCleanly(page: Page, path: string) {
  await page.locator('next-route-announcer').waitFor({ state: 'attached' })
  expect(await violations(page), path).toEqual([])
  if (!path.startsWith('/admin')) await expect(page.locator('html'), path).toHaveClass(/\bdark\b/)
}

const scriptSources = (policy: string) => /script-src ([^;]+)/.exec(policy)?.[1] ?? ''

test.describe('Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await recordViolations(page)
    // The boot script (inline) applies a stored dark theme before the first paint.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  })

  test('cached pages run their scripts under the fixed policy, and nothing is refused', async ({
    page,
  }) => {
    for (const path of cachedPages) {
      const policy = await policyOf(await page.goto(path), path)
      expect(scriptSources(policy), path).toBe("'self' 'unsafe-inline'")
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(policy, path).toContain(directive)
      }
      await expectRanCleanly(page, path)
    }
  })

  test('pages whose path holds a dot, which the proxy skips like files, carry the fixed policy', async ({
    page,
  }) => {
    for (const path of ['/fr/a.b', '/en/old-page.html', '/wp-login.php']) {
      const policy = await policyOf(await page.goto(path), path, 404)
      expect(scriptSources(policy), path).toBe("'self' 'unsafe-inline'")
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'"]) {
        expect(policy, path).toContain(directive)
      }
      // Hydrated, nothing refused. (`/wp-login.php` is outside the languages: Next.js's own
      // not-found page, without the site's layout and its theme script.)
      await page.locator('next-route-announcer').waitFor({ state: 'attached' })
      expect(await violations(page), path).toEqual([])
    }
  })

  test('pages rendered per request run only scripts with that view’s nonce or the boot script’s hash', async ({
    page,
  }) => {
    for (const path of perRequestPages) {
      const response = await page.goto(path)
      const policy = await policyOf(response, path)
      expect(scriptSources(policy), path).not.toContain("'unsafe-inline'")
      expect(scriptSources(policy), path).toContain("'strict-dynamic'")
      const nonce = nonceOf(policy)
      expect(nonce, path).toBeTruthy()
      await expectRanCleanly(page, path)
      // Every executable script of the HTML as served carries this view's nonce (read from the
      // response: a later router.refresh() may give the live elements a newer one), but the
      // layout's boot script, whose hash the policy names.
      const html = await response!.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !attributes!.includes('application/ld+json'),
      )
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const [tag, attributes, text] of scripts) {
        if (attributes!.includes(`nonce="${nonce}"`)) continue
        const hash = createHash('sha256').update(text!).digest('base64')
        expect(policy, tag!.slice(0, 80)).toContain(`'sha256-${hash}'`)
      }
    }
    const again = await page.request.get('/fr/reservation')
    expect(nonceOf(again.headers()['content-security-policy'])).not.toBe(
      nonceOf((await page.request.get('/fr/reservation')).headers()['content-security-policy']),
    )
  })

  test('a script slipped into a page rendered per request does not run', async ({ page }) => {
    // As if stored content or a proxy on the way had put markup into the page.
    await page.route('**/en/booking', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = "inline"</script>' +
          '<img src="/favicon.ico" onload="window.__injected = \'handler\'" alt="">' +
          '<script src="data:text/javascript,window.__injected=%22data%22"></script></body>',
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto('/en/booking')
    await page.locator('next-route-announcer').waitFor({ state: 'attached' })
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThanOrEqual(3)
    expect(
      await page.evaluate(() => (window as { __injected?: string }).__injected),
    ).toBeUndefined()
    // The page itself still works: its calendar answers.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the admin works under the policy with a nonce', async ({ page }) => {
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
