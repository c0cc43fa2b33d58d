import { type APIRequestContext, type Page } from '@playwright/test'

import { frenchTypography } from '@/i18n/french-typography'

import { outboxFor, uniqueEmail } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { installPageClock, takeFillTime, waitForServerFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

const guideForm = (page: Page) => page.locator('section[aria-labelledby="guide-form-title"]')

/** The download link of the guide e-mail, as a path on the server under test. */
function downloadLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/api\/guide-downloads\/file\?token=[\w.%-]+/.exec(text)
  if (!match) throw new Error(`No download link in: ${text}`)
  const url = new URL(match[0])
  return url.pathname + url.search
}

async function expectPdf(request: APIRequestContext, path: string, filename: string) {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${filename}"`)
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
}

test.describe('AI business guide (fr)', () => {
  test('presents the guide, explains errors next to fields, then sends the link', async ({
    page,
    request,
  }) => {
    await installPageClock(page)
    await page.goto('/fr/guide-ia-entreprise')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'L’IA en entreprise : le guide pratique',
    )
    await expect(page.getByRole('heading', { name: 'Au sommaire' })).toBeVisible()
    await expect(page.getByText('Risques, RGPD et données').first()).toBeVisible()
    await expect(page.getByText('10 pages', { exact: false })).toBeVisible()
    await expectNoAxeViolations(page)

    const form = guideForm(page)
    await form.getByLabel('Votre e-mail').fill('sophie@')
    await takeFillTime(page)
    await form.getByRole('button', { name: 'Recevoir le guide' }).click()
    await expect(page.locator('#guide-email-error')).toHaveText('Veuillez entrer un email valide')
    await expect(page.locator('#guide-consent-error')).toHaveText(
      'Veuillez accepter de recevoir le guide par e-mail',
    )
    await expect(form.getByLabel('Votre e-mail')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    const email = uniqueEmail('guide-ia')
    await form.getByLabel('Votre e-mail').fill(email)
    await form.getByLabel('Votre prénom (facultatif)').fill('Sophie')
    await form.getByLabel(/J’accepte de recevoir ce guide/).check()
    await form.getByRole('button', { name: 'Recevoir le guide' }).click()
    const success = form.getByRole('status')
    await expect(success).toContainText('Votre guide est prêt !')
    await expect(success).toContainText(email)
    const button = success.getByRole('link', { name: 'Télécharger le guide (PDF)' })
    await expectPdf(request, (await button.getAttribute('href'))!, 'guide-ia-entreprise.pdf')

    const [mail] = await outboxFor(request, email)
    expect(mail?.subject).toBe(
      frenchTypography('Votre guide : L’IA en entreprise : le guide pratique'),
    )
    expect(mail?.text).toContain('Bonjour Sophie,')
    const link = downloadLinkIn(mail!.text)
    await expectPdf(request, link, 'guide-ia-entreprise.pdf')

    const tampered = link.replace(/token=([\w-]+)\./, (_, body: string) => `token=${body}x.`)
    const refused = await request.get(tampered)
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain('Ce lien de téléchargement n’est pas valide')
  })
})

test.describe('web apps and PWA guide (en)', () => {
  test('sends the English guide and signs up for the newsletter with double opt-in', async ({
    page,
    request,
  }) => {
    await installPageClock(page)
    await page.goto('/en/web-apps-pwa-guide')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Web apps and PWAs: the guide to deciding',
    )
    await expect(page.getByText('A project’s steps and durations').first()).toBeVisible()
    await expectNoAxeViolations(page)

    const email = uniqueEmail('guide-pwa')
    const form = guideForm(page)
    await form.getByLabel('Your e-mail').fill(email)
    await form.getByLabel(/I agree to receive this guide/).check()
    await form.getByLabel(/monthly newsletter/).check()
    await takeFillTime(page)
    await form.getByRole('button', { name: 'Get the guide' }).click()
    const success = form.getByRole('status')
    await expect(success).toContainText('Your guide is ready!')
    await expect(success).toContainText('confirm your sign-up')

    const mails = await outboxFor(request, email)
    const guideMail = mails.find((m) => m.subject.startsWith('Your guide:'))
    expect(guideMail?.text).toContain('Hello,')
    await expectPdf(request, downloadLinkIn(guideMail!.text), 'web-apps-pwa-guide.pdf')
    expect(mails.some((m) => m.subject.includes('newsletter'))).toBe(true)

    const forged = await request.get('/api/guide-downloads/file?token=forged.token', {
      headers: { 'Accept-Language': 'en-GB' },
    })
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain('This download link is not valid')
  })
})

test.describe('guides without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the request works as a plain form post and shows the download button', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('guide-nojs')
    await page.goto('/fr/guide-applications-web-pwa')
    const shownAt = Date.now()
    const form = guideForm(page)
    await form.getByLabel('Votre e-mail').fill(email)
    await form.getByLabel(/J’accepte de recevoir ce guide/).check()
    await waitForServerFillTime(page, shownAt)
    await form.getByRole('button', { name: 'Recevoir le guide' }).click()
    const button = guideForm(page).getByRole('link', { name: 'Télécharger le guide (PDF)' })
    await expect(button).toBeVisible()
    await expectPdf(request, (await button.getAttribute('href'))!, 'guide-applications-web-pwa.pdf')
    expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([
      frenchTypography('Votre guide : Applications web et PWA : le guide pour décider'),
    ])
  })
})

test('the unprefixed guide paths redirect to their language', async ({ request }) => {
  for (const [from, to] of [
    ['/ai-business-guide', '/en/ai-business-guide'],
    ['/guide-applications-web-pwa', '/fr/guide-applications-web-pwa'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to)
  }
})
