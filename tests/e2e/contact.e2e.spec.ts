import { type Page } from '@playwright/test'

import { outboxFor, uniqueEmail } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { installPageClock, takeFillTime, waitForServerFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

const contactForm = (page: Page) => page.locator('section[aria-labelledby="contact-form-title"]')

async function fillValidForm(page: Page, email: string) {
  const form = contactForm(page)
  await form.getByLabel(/Nom complet|Full name/).fill('Claire Test')
  await form.getByLabel(/E-mail professionnel|Work e-mail/).fill(email)
  await form.getByLabel(/^Entreprise|^Company/).fill('Atelier Lumière')
  await page.locator('#contact-challenge').selectOption('automation')
  await page.locator('#contact-goals').selectOption('efficiency')
  await page.locator('#contact-projectType').selectOption('webapp')
  await page.locator('#contact-budget').selectOption('medium')
  await page
    .locator('#contact-project')
    .fill('Nous voulons automatiser nos devis et nos relances clients.')
}

test.describe('contact form', () => {
  test('shows each field’s own message next to it, in French', async ({ page }) => {
    await page.goto('/fr/contact')
    const form = contactForm(page)
    await form.getByLabel('Nom complet').fill('C')
    await form.getByLabel('E-mail professionnel').fill('claire@')
    await page.locator('#contact-project').fill('Trop court')
    await page.getByRole('button', { name: 'Envoyer mon message' }).click()
    await expect(contactForm(page).locator('form [role="alert"]')).toHaveText(
      'Le formulaire contient des erreurs : corrigez les champs indiqués.',
    )
    await expect(page.locator('#contact-name-error')).toHaveText(
      'Le nom doit contenir au moins 2 caractères',
    )
    await expect(form.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#contact-email-error')).toHaveText('Veuillez entrer un email valide')
    await expect(page.locator('#contact-challenge-error')).toHaveText(
      'Veuillez sélectionner votre principal défi',
    )
    await expect(page.locator('#contact-project-error')).toHaveText(
      'Le message doit contenir au moins 20 caractères',
    )
    await expect(form.getByLabel('Nom complet')).toHaveValue('C')
    await expectNoAxeViolations(page)
  })

  test('sends a message without reloading and stores it for the owner', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('contact')
    await installPageClock(page)
    // The page's clock stands still while the form is filled, however long that takes here.
    await page.clock.pauseAt(Date.now() + 1000)
    await page.goto('/en/contact')
    await fillValidForm(page, email)
    // Sent at once, as a robot would: refused by the spam guard, nothing stored.
    await page.getByRole('button', { name: 'Send my message' }).click()
    await expect(contactForm(page).locator('form [role="alert"]')).toHaveText(
      'Your message could not be sent. Please try again.',
    )
    await page.clock.resume()
    await takeFillTime(page)
    await page.getByRole('button', { name: 'Send my message' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible()
    await expect(page.getByText('We will get back to you as soon as possible.')).toBeVisible()
    const mails = await outboxFor(request, email)
    expect(mails.map((mail) => mail.subject)).toEqual(['We have received your message'])
  })
})

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('validates and sends with a plain form post', async ({ page }) => {
    await page.goto('/fr/contact')
    const shownAt = Date.now()
    await page.getByRole('button', { name: 'Envoyer mon message' }).click()
    await expect(page.locator('#contact-name-error')).toHaveText(
      'Le nom doit contenir au moins 2 caractères',
    )
    await fillValidForm(page, uniqueEmail('nojs'))
    // Without JavaScript the fill time counts from the page's render, which is recent when an
    // earlier test changed the site settings: a person takes a few seconds, so does this test.
    await waitForServerFillTime(page, shownAt)
    await page.getByRole('button', { name: 'Envoyer mon message' }).click()
    await expect(page.getByText('Message envoyé avec succès !')).toBeVisible()
    await expect(page.getByText('Nous vous répondrons dans les plus brefs délais.')).toBeVisible()
  })
})

test.describe('technical audit request', () => {
  test('explains invalid fields, then records the request for the owner', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('audit')
    await installPageClock(page)
    await page.goto('/fr/contact')
    const form = page.locator('#audit form')
    await form.getByLabel('Adresse du site à auditer').fill('pas un site')
    await takeFillTime(page)
    await form.getByRole('button', { name: 'Demander mon audit' }).click()
    await expect(page.locator('#audit-siteUrl-error')).toHaveText(
      'Veuillez entrer l’adresse de votre site (par exemple www.exemple.fr)',
    )
    await expect(page.locator('#audit-company-error')).toHaveText(
      'Veuillez indiquer le nom de votre entreprise',
    )
    await form.getByLabel('Adresse du site à auditer').fill('www.atelier-lumiere.example')
    await form.getByLabel('Entreprise').fill('Atelier Lumière')
    await form.getByLabel('E-mail professionnel').fill(email)
    await form
      .getByLabel('Ce qui vous préoccupe')
      .fill('Le site met plus de six secondes à s’afficher sur mobile.')
    await form.getByRole('button', { name: 'Demander mon audit' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Demande d’audit reçue !' }),
    ).toBeVisible()
    expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([
      'Votre demande d’audit technique est bien reçue',
    ])
    await expectNoAxeViolations(page)
  })
})
