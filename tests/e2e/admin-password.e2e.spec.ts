import type { APIRequestContext, Page } from '@playwright/test'

import { createAdmin, uniqueEmail } from './support/admin-api'
import { signIn } from './support/admin-session'
import { e2eAdmin } from './support/e2e-env'
import { expect, test } from './support/fixtures'

/**
 * The account view's current-password field: an admin changes their own password, or another
 * admin's, only by typing the one they have (tests/int/password-policy.int.spec.ts and
 * admin-credentials.int.spec.ts check every other way).
 */

/**
 * On the open edit view of `email`'s account: a new password saved without the current one is
 * refused and left unchanged; with `current` typed, it is saved and signs in.
 */
async function changePassword(
  page: Page,
  request: APIRequestContext,
  { email, next, current }: { email: string; next: string; current: string },
) {
  const currentField = page.locator('#field-currentPassword')
  await expect(currentField).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await page.locator('#field-password').fill(next)
  await page.locator('#field-confirm-password').fill(next)
  const save = page.getByRole('button', { name: 'Sauvegarder', exact: true })
  await save.click()
  // Refused: Payload's form names the invalid field (the reason is the REST answer's, checked
  // in tests/int/password-policy.int.spec.ts), and the password is unchanged.
  await expect(page.getByText('Veuillez corriger les champs invalides.').first()).toBeVisible()
  const refused = await request.post('/api/admin-users/login', { data: { email, password: next } })
  expect(refused.status()).toBe(401)

  await currentField.fill(current)
  // Payload takes a typed value into its form state a moment after the keystroke (its fields
  // validate on a short debounce): a save pressed at once may still be refused for the empty
  // field, as it would be for an owner who clicks that fast and then clicks again.
  const saved = page.getByText('Mis à jour avec succès.').first()
  await expect(async () => {
    if (await page.locator('#field-password').isVisible()) await save.click()
    await expect(saved).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const accepted = await request.post('/api/admin-users/login', { data: { email, password: next } })
  expect(accepted.status()).toBe(200)
}

test('an admin changes their own password in the account view with the current one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('own-password')
  const current = 'account-view-password-0123'
  const next = 'lanterne-grenier-boussole-42'
  await createAdmin(request, { email, password: current, name: 'Compte', is_active: true })

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(current)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/account')
  await changePassword(page, request, { email, next, current })
})

test('the owner changes another admin’s password in its edit view with her own', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('other-password')
  const id = await createAdmin(request, {
    email,
    password: 'other-admin-password-0123',
    name: 'Autre compte',
    is_active: true,
  })
  await signIn(page)
  await page.goto(`/admin/collections/admin-users/${id}`)
  await expect(page.getByText('Votre mot de passe actuel').first()).toBeVisible()
  await changePassword(page, request, {
    email,
    next: 'boussole-verger-cerf-volant-7',
    current: e2eAdmin.password,
  })
})
