import { outboxFor, uniqueEmail } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { installPageClock, takeFillTime, waitForServerFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(text)
  if (!match) throw new Error(`No ${path} link in: ${text}`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}

test.describe('newsletter double opt-in', () => {
  test('signs up from the footer, confirms by the e-mailed link, then unsubscribes in one click', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('news')
    await installPageClock(page)
    await page.goto('/fr')
    const footer = page.locator('footer')
    await footer.getByLabel('Votre adresse e-mail').fill(email)
    await takeFillTime(page)
    await footer.getByRole('button', { name: 'S’inscrire' }).click()
    await expect(footer.getByRole('status')).toContainText(
      `Confirmez votre inscription grâce au lien que nous venons d’envoyer à ${email}`,
    )

    const [confirmation] = await outboxFor(request, email)
    expect(confirmation?.subject).toContain('Confirmez votre inscription')
    await page.goto(linkIn(confirmation!.text, '/fr/newsletter/confirmation'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée')
    await expect(page.getByText(email)).toBeVisible()
    await expectNoAxeViolations(page)

    const welcome = (await outboxFor(request, email))[0]!
    expect(welcome.subject).toContain('Bienvenue')
    await page.goto(linkIn(welcome.text, '/fr/newsletter/desinscription'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désinscription effectuée')
    await expectNoAxeViolations(page)
  })

  test('signing up twice is not an error, and a bad address is explained next to the field', async ({
    page,
  }) => {
    const email = uniqueEmail('twice')
    await installPageClock(page)
    await page.goto('/en')
    const footer = page.locator('footer')
    await footer.getByLabel('Your e-mail address').fill('not-an-address')
    await takeFillTime(page)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email')
    await expect(footer.getByLabel('Your e-mail address')).toHaveAttribute('aria-invalid', 'true')
    for (let i = 0; i < 2; i++) {
      await page.goto('/en')
      await footer.getByLabel('Your e-mail address').fill(email)
      await takeFillTime(page)
      await footer.getByRole('button', { name: 'Subscribe' }).click()
      await expect(footer.getByRole('status')).toContainText('Almost done!')
    }
  })

  test('an unknown confirmation link says so', async ({ page }) => {
    await page.goto('/en/newsletter/confirmation?token=unknown-token')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid or expired link')
  })
})

test.describe('newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the footer sign-up works as a plain form post', async ({ page, request }) => {
    const email = uniqueEmail('nojs-news')
    await page.goto('/fr/contact')
    const shownAt = Date.now()
    const footer = page.locator('footer')
    await footer.getByLabel('Votre adresse e-mail').fill(email)
    // Without JavaScript the fill time counts from the page's render, which is recent when an
    // earlier test made the page regenerate: a person takes a few seconds, so does this test.
    await waitForServerFillTime(page, shownAt)
    await footer.getByRole('button', { name: 'S’inscrire' }).click()
    await expect(page.locator('footer').getByRole('status')).toContainText('Presque terminé !')
    expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([
      'Confirmez votre inscription à la newsletter Studio Web & IA',
    ])
  })
})
