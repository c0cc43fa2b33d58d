import { type Page } from '@playwright/test'

import { currentTotp } from '@/features/security/two-factor/totp'

import { signIn } from './support/admin-session'
import { adminHeaders, createAdmin, outboxFor, uniqueEmail } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { e2eAdmin } from './support/e2e-env'
import { expect, test } from './support/fixtures'

const password = 'security-e2e-password-0123'

const adminCard = (page: Page, name: string) => page.getByRole('article', { name })

test.describe('Sécurité', () => {
  test.use({ viewport: { width: 1400, height: 1000 } })

  test('sessions, sign-in history, lockout, deactivation, reset link and audit log', async ({
    page,
    playwright,
  }) => {
    const name = `Assistant ${Date.now()}`
    const email = uniqueEmail('security')
    const id = await createAdmin(page.request, { email, password, name, is_active: true })
    // The assistant signs in elsewhere (another browser), after one wrong password.
    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'user-agent': 'Elsewhere/2.0 (tablet)' },
    })
    expect(
      (
        await elsewhere.post('/api/admin-users/login', {
          data: { email, password: 'nope-nope-nope' },
        })
      ).status(),
    ).toBe(401)
    const login = await elsewhere.post('/api/admin-users/login', { data: { email, password } })
    const { token } = (await login.json()) as { token: string }
    const me = async () =>
      (
        (await (
          await elsewhere.get('/api/admin-users/me', { headers: { Authorization: `JWT ${token}` } })
        ).json()) as { user: unknown }
      ).user

    await signIn(page)
    await page.goto('/admin/security')
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sécurité', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoAxeViolations(page, '.site-security')

    // The assistant's session, with where it came from; revoking it signs that browser out.
    const card = adminCard(page, name)
    const sessions = card.getByRole('table', { name: `Sessions actives de ${name}` })
    await expect(sessions.getByRole('row')).toHaveCount(2)
    await expect(sessions).toContainText('Elsewhere/2.0 (tablet)')
    expect(await me()).not.toBeNull()
    await sessions.getByRole('button', { name: 'Révoquer' }).click()
    await expect(page.locator('.site-security').getByRole('status')).toHaveText(
      'Session révoquée : elle prend fin à sa prochaine requête.',
    )
    await expect(adminCard(page, name)).toContainText('Aucune session active.')
    expect(await me()).toBeNull()

    // The history shows the refused attempt.
    await page
      .getByRole('navigation', { name: 'Filtrer les connexions' })
      .getByRole('link', { name: 'Refusées' })
      .click()
    const history = page.getByRole('table', { name: 'Les 30 dernières tentatives' })
    await expect(history.getByRole('row', { name: new RegExp(email) }).first()).toContainText(
      'Refusée (identifiants incorrects)',
    )

    // Six wrong passwords lock the account; the owner unlocks it.
    for (let i = 0; i < 6; i += 1) {
      await elsewhere.post('/api/admin-users/login', {
        data: { email, password: 'wrong-again-123' },
      })
    }
    expect(
      (await elsewhere.post('/api/admin-users/login', { data: { email, password } })).status(),
    ).toBe(401)
    await page.goto('/admin/security')
    await expect(adminCard(page, name)).toContainText('verrouillé jusqu’à')
    await adminCard(page, name).getByRole('button', { name: 'Déverrouiller' }).click()
    await expect(page.locator('.site-security').getByRole('status')).toContainText(
      'Compte déverrouillé',
    )
    expect(
      (await elsewhere.post('/api/admin-users/login', { data: { email, password } })).ok(),
    ).toBe(true)

    // A reset link by e-mail, then deactivation, which ends access at once.
    await adminCard(page, name)
      .getByRole('button', { name: 'Envoyer un lien de réinitialisation' })
      .click()
    await expect(page.locator('.site-security').getByRole('status')).toContainText(
      'Lien de réinitialisation envoyé',
    )
    expect((await outboxFor(page.request, email)).length).toBe(1)
    await adminCard(page, name).getByRole('button', { name: 'Désactiver' }).click()
    await expect(page.locator('.site-security').getByRole('status')).toContainText(
      'Administrateur désactivé',
    )
    await expect(adminCard(page, name).getByRole('button', { name: 'Réactiver' })).toBeVisible()
    const account = await page.request.get(`/api/admin-users/${id}`, {
      headers: await adminHeaders(),
    })
    expect(((await account.json()) as { is_active: boolean }).is_active).toBe(false)
    // A deactivated account's attempt is refused like any other, and the history says why.
    expect(
      (await elsewhere.post('/api/admin-users/login', { data: { email, password } })).status(),
    ).toBe(401)
    await page.goto('/admin/security')
    await page
      .getByRole('navigation', { name: 'Filtrer les connexions' })
      .getByRole('link', { name: 'Refusées' })
      .click()
    await expect(
      page
        .getByRole('table', { name: 'Les 30 dernières tentatives' })
        .getByRole('row', { name: new RegExp(email) })
        .first(),
    ).toContainText('Refusée (compte désactivé)')

    // Every one of these actions is in the audit log, searchable.
    await page
      .getByLabel('Rechercher (collection, n°, champ, action)')
      .fill(`Administrateur #${id}`)
    await page.getByRole('button', { name: 'Rechercher' }).click()
    const log = page.getByRole('table', { name: /modification/ })
    // The record is named as the admin names it, and leads to its screen.
    await expect(log.getByRole('link', { name: `Administrateur #${id}` }).first()).toHaveAttribute(
      'href',
      `/admin/collections/admin-users/${id}`,
    )
    for (const action of [
      'Session révoquée',
      'Déverrouillage',
      'Lien de réinitialisation envoyé',
      'Désactivation',
      'Création',
    ]) {
      await expect(log.getByRole('cell', { name: action, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page, '.site-security')
    await elsewhere.dispose()
  })

  test('two-factor sign-in: set up with an app, asked at the next sign-in, removable by the owner', async ({
    page,
    browser,
  }) => {
    const name = `Deux facteurs ${Date.now()}`
    const email = uniqueEmail('totp')
    await createAdmin(page.request, { email, password, name, is_active: true })
    const context = await browser.newContext()
    const own = await context.newPage()
    const formSignIn = async () => {
      await own.goto('/admin/login')
      await own.locator('#field-email').fill(email)
      await own.locator('#field-password').fill(password)
      await own.locator('button[type="submit"]').click()
    }
    await formSignIn()
    await expect(own).toHaveURL(/\/admin$/)
    await own.goto('/admin/security')
    const section = own.getByRole('region', { name: 'Double authentification de votre compte' })
    await section.getByRole('button', { name: 'Configurer la double authentification' }).click()
    await expect(
      section.getByRole('img', { name: `QR code de configuration pour ${email}` }),
    ).toBeVisible()
    const secret = (await section.getByTestId('two-factor-secret').innerText()).trim()
    await section.getByLabel('Code à 6 chiffres').fill('000000')
    await section.getByRole('button', { name: 'Activer' }).click()
    await expect(section.getByRole('alert')).toContainText('Code incorrect')
    await section.getByLabel('Code à 6 chiffres').fill(currentTotp(secret))
    await section.getByRole('button', { name: 'Activer' }).click()
    const codes = section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    const recovery = (await codes.first().innerText()).trim()
    await expectNoAxeViolations(own, '.site-security')

    // Next sign-in: the password alone leads to the code screen, and nowhere else.
    await own.goto('/admin/logout')
    await expect(own).toHaveURL(/\/admin\/login/)
    await formSignIn()
    await expect(own).toHaveURL(/\/admin\/two-factor(\?|$)/)
    await expect(
      own.getByRole('heading', { level: 1, name: 'Double authentification' }),
    ).toBeVisible()
    await expectNoAxeViolations(own, '.site-two-factor')
    await own.goto('/admin/collections/leads')
    await expect(own).toHaveURL(/\/admin\/two-factor\?redirect=%2Fadmin%2Fcollections%2Fleads$/)
    await own.goto('/admin/security')
    await expect(own).toHaveURL(/\/admin\/two-factor\?redirect=%2Fadmin%2Fsecurity$/)
    await own.getByLabel('Code de vérification').fill('123456')
    await own.getByRole('button', { name: 'Vérifier' }).click()
    await expect(own.locator('.site-two-factor').getByRole('alert')).toContainText(
      'Code incorrect ou expiré',
    )
    await own.getByLabel('Code de vérification').fill(recovery)
    await own.getByRole('button', { name: 'Vérifier' }).click()
    await expect(own).toHaveURL(/\/admin\/security$/)
    await expect(own.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible()

    // The owner sees it and can remove it (a lost phone); the audit log says so.
    await signIn(page)
    await page.goto('/admin/security')
    const card = adminCard(page, name)
    await expect(card).toContainText('double authentification activée')
    // Not without the owner's own password: the browser asks for the field first, and a wrong
    // one changes nothing.
    const remove = card.getByRole('button', { name: 'Retirer la double authentification' })
    const ownPassword = card.getByLabel('Votre mot de passe actuel')
    await ownPassword.fill('not-the-owner-password')
    await remove.click()
    await expect(page.locator('.site-security').getByRole('alert')).toContainText(
      'saisissez votre propre mot de passe actuel',
    )
    await expect(adminCard(page, name)).toContainText('double authentification activée')
    await adminCard(page, name).getByLabel('Votre mot de passe actuel').fill(e2eAdmin.password)
    await adminCard(page, name)
      .getByRole('button', { name: 'Retirer la double authentification' })
      .click()
    await expect(page.locator('.site-security').getByRole('status')).toContainText(
      'Double authentification retirée',
    )
    await expect(adminCard(page, name)).not.toContainText('double authentification activée')
    await context.close()
  })

  test('shows the protections in force, which every response carries', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/security')
    const headers = page.getByRole('table', { name: 'En-têtes de sécurité de chaque réponse' })
    await expect(headers.getByRole('row', { name: /X-Content-Type-Options nosniff/ })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Connexion au back-office' })).toContainText(
      '5 échecs par compte et par adresse IP',
    )
    for (const path of ['/fr', '/admin/login', '/api/blog-articles?limit=1']) {
      const response = await page.request.get(path)
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
      expect(response.headers()['content-security-policy'], path).toContain(
        "frame-ancestors 'none'",
      )
      expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    }
  })

  test('is closed to visitors, as are the other custom screens', async ({ page }) => {
    for (const screen of ['/admin/security', '/admin/seo', '/admin/calendar']) {
      await page.goto(screen)
      await expect(page).toHaveURL(`/admin/login?redirect=${encodeURIComponent(screen)}`)
    }
    for (const collection of ['admin-sign-ins', 'audit-log']) {
      expect([401, 403]).toContain((await page.request.get(`/api/${collection}`)).status())
    }
  })
})
