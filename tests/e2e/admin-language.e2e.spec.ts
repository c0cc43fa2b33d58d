import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders, uniqueEmail } from './support/admin-api'
import { chooseOption } from './support/admin-page'
import { expect, test } from './support/fixtures'

/** Payload's own language selector on the account screen (a react-select). */
async function chooseLanguage(page: Page, option: 'English' | 'Français', label: string) {
  await page.goto('/admin/account')
  await chooseOption(page.locator('#language-select'), option)
  await expect(page.locator('label[for="language-select"]')).toContainText(label)
}

test.describe('the admin language', () => {
  // A browser that prefers English: French must still be the admin's default.
  test.use({ locale: 'en-US', viewport: { width: 1400, height: 1000 } })

  test.afterEach(async ({ context, baseURL }) => {
    // Whatever happened, leave the admin in French for the next visit of this browser.
    await context.addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL ?? '' }])
  })

  test('is French by default, switches to English in the account and back', async ({
    page,
    context,
  }) => {
    // One lead at least, so the Leads list shows its table and column headings.
    const created = await page.request.post('/api/leads', {
      headers: await adminHeaders(),
      data: { email: uniqueEmail('lang'), status: 'new', source: 'contact', locale: 'fr' },
    })
    expect(created.ok()).toBe(true)
    await signIn(page)
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Panel Admin' })
    await expect(nav.getByRole('link', { name: 'Calendrier' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Sécurité' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Nouveautés' })).toBeVisible()
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'payload-lng')?.value).toBe('fr')

    await chooseLanguage(page, 'English', 'Language')

    await page.goto('/admin')
    const englishNav = page.getByRole('navigation', { name: 'Admin Panel' })
    await expect(englishNav.getByRole('link', { name: 'Calendar' })).toBeVisible()
    await expect(englishNav.getByRole('link', { name: 'Security' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'What’s new' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Leads by status' })).toBeVisible()
    await expect(page.getByText('Leads and appointments management')).toBeVisible()

    await page.goto('/admin/collections/leads')
    // By role: Payload may keep a second, hidden copy of the header row while the list loads.
    const leadsTable = page.getByRole('table')
    await expect(leadsTable.getByRole('columnheader', { name: 'First source' })).toBeVisible()
    await expect(leadsTable.getByRole('columnheader', { name: 'Last activity' })).toBeVisible()

    await page.goto('/admin/security')
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sign-in history' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Change log' })).toBeVisible()

    await page.goto('/admin/calendar')
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Add to the calendar' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Month' })).toBeVisible()

    await chooseLanguage(page, 'Français', 'Langue')
    await page.goto('/admin')
    await expect(page.getByRole('region', { name: 'Nouveautés' })).toBeVisible()
    await page.goto('/admin/security')
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible()
  })
})
