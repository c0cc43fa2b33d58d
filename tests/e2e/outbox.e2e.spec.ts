import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders, uniqueEmail } from './support/admin-api'
import { shown } from './support/admin-page'
import { expectNoAxeViolations, expectNoAxeViolationsInEmail } from './support/axe'
import { e2eAdmin } from './support/e2e-env'
import { installPageClock, takeFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

type Message = { id: number; subject: string; text: string; html: string }

async function latestTo(page: Page, to: string): Promise<Message> {
  const response = await page.request.get('/api/email-outbox', {
    params: { 'where[to][equals]': to, sort: '-createdAt', limit: '1', depth: '0' },
    headers: await adminHeaders(),
  })
  const { docs } = (await response.json()) as { docs: Message[] }
  return docs[0]!
}

async function waitingCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/email-outbox', {
    params: { 'where[status][not_equals]': 'sent', limit: '1', depth: '0' },
    headers: await adminHeaders(),
  })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** The policy violations the page reports: the preview must need no loosening of the admin's. */
function policyViolations(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) found.push(message.text())
  })
  return found
}

test.describe('the outbox', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test.afterEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL ?? '' }])
  })

  test('shows a password reset as read, its link readable, and finds it by recipient or subject', async ({
    page,
  }) => {
    const reset = await page.request.post('/api/admin-users/forgot-password', {
      data: { email: e2eAdmin.email },
    })
    expect(reset.ok()).toBe(true)
    const message = await latestTo(page, e2eAdmin.email)
    const link = /http:\/\/\S+\/admin\/reset-password\/[\w-]+/.exec(message.text)![0]
    await signIn(page)
    const violations = policyViolations(page)
    await page.goto(`/admin/collections/email-outbox/${message.id}`)

    await expect(page.locator('#field-to')).toHaveValue(e2eAdmin.email)
    const preview = page.getByRole('region', { name: 'Aperçu du message' })
    const frame = preview.locator('iframe')
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(frame).toHaveAttribute('title', `Aperçu de l’e-mail « ${message.subject} »`)
    const drawn = preview.frameLocator('iframe')
    await expect(drawn.getByRole('link', { name: 'Choisir un nouveau mot de passe' })).toBeVisible()
    await expect(drawn.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    )
    const text = page.getByRole('region', { name: 'Version texte' })
    await expect(text).toContainText(link)
    await expect(text).toContainText('Ce lien est valable une heure')
    await expect(page.getByRole('region', { name: 'En-têtes' })).toContainText(
      'Aucun en-tête ajouté à ce message.',
    )
    expect(violations).toEqual([])
    await expectNoAxeViolations(page)
    await expectNoAxeViolationsInEmail(page, message.html)

    const other = uniqueEmail('outbox-other')
    await page.request.post('/api/admin-users/forgot-password', { data: { email: other } })
    await page.goto('/admin/collections/email-outbox')
    const search = shown(page.locator('#search-filter-input'))
    const rows = shown(page.locator('table tbody tr'))
    await search.fill(e2eAdmin.email)
    await expect(rows.first()).toContainText(e2eAdmin.email)
    await expect(rows.filter({ hasNotText: e2eAdmin.email })).toHaveCount(0)
    await search.fill('Réinitialisation de votre mot de passe')
    await expect(rows.first()).toContainText('Réinitialisation de votre mot de passe')
    await expect(rows.filter({ hasNotText: 'Réinitialisation' })).toHaveCount(0)
  })

  test('in English, shows a newsletter e-mail with its unsubscribe headers', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = uniqueEmail('outbox-news')
    await installPageClock(page)
    await page.goto('/en')
    const footer = page.locator('footer')
    await footer.getByLabel('Your e-mail address').fill(email)
    await takeFillTime(page)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByRole('status')).toContainText('Almost done!')
    const confirmation = await latestTo(page, email)
    const confirm = /https?:\/\/\S+\/newsletter\/\S+\?token=[\w-]+/.exec(confirmation.text)![0]
    await page.goto(new URL(confirm).pathname + new URL(confirm).search)
    await expect.poll(async () => (await latestTo(page, email)).id).not.toBe(confirmation.id)
    const welcome = await latestTo(page, email)

    await context.addCookies([{ name: 'payload-lng', value: 'en', url: baseURL ?? '' }])
    await signIn(page)
    await page.goto(`/admin/collections/email-outbox/${welcome.id}`)
    const headers = page.getByRole('region', { name: 'Headers' })
    await expect(headers.locator('dt')).toHaveText(['List-Unsubscribe', 'List-Unsubscribe-Post'])
    await expect(headers.locator('dd').first()).toContainText(
      '/api/newsletter-subscribers/unsubscribe?token=',
    )
    const preview = page.getByRole('region', { name: 'Message preview' })
    await expect(preview.locator('iframe')).toHaveAttribute(
      'title',
      `Preview of the e-mail “${welcome.subject}”`,
    )
    await expect(preview.frameLocator('iframe').locator('body')).toContainText(
      'Unsubscribe in one click',
    )
    await expect(page.getByRole('region', { name: 'Text version' })).toContainText(
      'Unsubscribe in one click',
    )
  })

  for (const [language, title, link] of [
    ['fr', 'Les e-mails ne partent pas', (n: number) => `Voir les ${n} e-mails en attente`],
    ['en', 'E-mails are not being sent', (n: number) => `See the ${n} waiting e-mails`],
  ] as const) {
    test(`the dashboard says, in ${language}, that no SMTP is configured and how many wait`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.request.post('/api/admin-users/forgot-password', {
        data: { email: e2eAdmin.email },
      })
      const waiting = await waitingCount(page)
      expect(waiting).toBeGreaterThan(1)
      await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL ?? '' }])
      await signIn(page)
      await page.goto('/admin')
      const notice = page.getByRole('region', { name: title })
      await expect(notice).toBeVisible()
      // At the top: right under the dashboard's title, before its figures.
      const firstSection = page.locator('.site-dashboard section').first()
      await expect(firstSection).toHaveAttribute('aria-labelledby', 'dashboard-smtp')
      await expectNoAxeViolations(page)
      await notice.getByRole('link', { name: link(waiting) }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/email-outbox\?.*not_equals/)
      await expect(page.locator('table tbody tr').first()).toBeVisible()
    })
  }
})
