import fs from 'node:fs'

import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders, uniqueEmail } from './support/admin-api'
import { chooseOption, shown } from './support/admin-page'
import { installPageClock, takeFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

/** Signs in through the API: the context keeps Payload's cookie for the admin pages. */
async function createLead(page: Page, email: string, status: string) {
  const response = await page.request.post('/api/leads', {
    data: { email, status, source: 'contact', locale: 'fr', company: 'Atelier Lumière' },
    headers: await adminHeaders(),
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

test.describe('the CRM in the back office', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('each capture list opens from the side navigation', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Panel Admin' })
    const lists: [string, RegExp][] = [
      ['SEO Manager', /\/admin\/seo$/],
      ['Contacts', /\/admin\/collections\/contacts(\?|$)/],
      ['Leads', /\/admin\/collections\/leads(\?|$)/],
      ['Audits', /\/admin\/collections\/audits(\?|$)/],
      ['Rendez-vous', /\/admin\/collections\/appointments(\?|$)/],
      ['Calendrier', /\/admin\/calendar$/],
      ['Diagnostics', /\/admin\/collections\/diagnostics(\?|$)/],
      ['Calculs ROI', /\/admin\/collections\/roi(\?|$)/],
      ['Popups', /\/admin\/collections\/popups(\?|$)/],
      ['Newsletter', /\/admin\/collections\/newsletter-subscribers(\?|$)/],
    ]
    for (const [label, url] of lists) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('exports the filtered lead list as CSV, every row and only those', async ({ page }) => {
    await signIn(page)
    const tag = uniqueEmail('csv').split('@')[0]!
    for (let i = 0; i < 12; i++) await createLead(page, `${tag}-q${i}@example.com`, 'qualified')
    await createLead(page, `${tag}-new@example.com`, 'new')

    const where = new URLSearchParams({
      'where[or][0][and][0][status][equals]': 'qualified',
      'where[or][0][and][1][email][like]': tag,
    })
    await page.goto(`/admin/collections/leads?${where}`)
    // Twelve matches: more than one page of the list.
    await expect(shown(page.getByText(`${tag}-q11@example.com`))).toBeVisible()
    await expect(shown(page.getByText(`${tag}-q0@example.com`))).toHaveCount(0)
    await shown(page.locator('.list-controls .popup-button')).last().click()
    // The plugin's menu entry reads "Exporter Leads" but is labelled for screen readers by the
    // drawer it opens ("Ajouter nouveau ou nouvelle Export"): click what the owner sees.
    await page.getByText('Exporter Leads', { exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/leads\.csv$/)
    const csv = fs.readFileSync(await download.path(), 'utf8')
    const rows = csv.trim().split('\n')
    expect(rows[0]).toContain('email')
    expect(rows.filter((row) => row.includes(tag))).toHaveLength(12)
    expect(csv).not.toContain(`${tag}-new@example.com`)
  })

  test('exports the appointments list as CSV like the capture lists', async ({ page }) => {
    await signIn(page)
    const name = `Export ${uniqueEmail('rdv').split('@')[0]}`
    // A slot of its own, years ahead, on a day no other test (nor an earlier run on the same
    // database) books.
    const day = new Date(Date.UTC(2034, 0, 1) + (Date.now() % 3000) * 86_400_000)
    const created = await page.request.post('/api/appointments', {
      headers: await adminHeaders(),
      data: {
        kind: 'appointment',
        service: 'consultation',
        start: `${day.toISOString().slice(0, 10)}T13:00:00.000Z`,
        status: 'booked',
        name,
        email: uniqueEmail('rdv'),
        locale: 'fr',
      },
    })
    expect(created.ok()).toBe(true)
    const where = new URLSearchParams({ 'where[name][equals]': name })
    await page.goto(`/admin/collections/appointments?${where}`)
    await expect(shown(page.getByText(name))).toBeVisible()
    await shown(page.locator('.list-controls .popup-button')).last().click()
    await page.getByText('Exporter Rendez-vous', { exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/appointments\.csv$/)
    const rows = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n')
    expect(rows[0]).toContain('start')
    expect(rows.slice(1)).toEqual([expect.stringContaining(name)])
  })

  test('a lead shows its timeline, and its status and notes can be changed', async ({ page }) => {
    const email = uniqueEmail('timeline')
    await installPageClock(page)
    await page.goto('/fr')
    await page.locator('footer').getByLabel('Votre adresse e-mail').fill(email)
    await takeFillTime(page)
    await page.locator('footer').getByRole('button', { name: 'S’inscrire' }).click()
    await expect(page.locator('footer').getByRole('status')).toBeVisible()

    await signIn(page)
    const found = await page.request.get('/api/leads', {
      params: { 'where[email][equals]': email },
      headers: await adminHeaders(),
    })
    const lead = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
    await page.goto(`/admin/leads/${lead.id}`)
    await expect(page.getByText('Inscription à la newsletter (confirmation envoyée)')).toBeVisible()

    await chooseOption(page.locator('#field-status'), 'Qualifié')
    await page.locator('#field-notes').fill('Rappeler mardi pour parler du devis.')
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    // Payload's toast says "Soumission..." while the save runs: the record is read once it ends.
    const saved = async () =>
      (await page.request.get(`/api/leads/${lead.id}`, { headers: await adminHeaders() })).json()
    await expect
      .poll(saved)
      .toMatchObject({ status: 'qualified', notes: 'Rappeler mardi pour parler du devis.' })
  })
})
