import { type Locator, type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders, uniqueEmail } from './support/admin-api'
import { axeViolations } from './support/axe'
import { installPageClock, takeFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

/** Signs in through the API: the context keeps Payload's cookie for the admin pages. */
// Far ahead of any capture the other specs make, so these cards are among each column's most
// recent, whatever else the database holds.
const lastActivityAt = '2031-11-27T15:15:00.000Z'

async function createLead(page: Page, name: string, status: string) {
  const response = await page.request.post('/api/leads', {
    data: {
      email: uniqueEmail('board'),
      name,
      status,
      source: 'contact',
      locale: 'fr',
      company: 'Atelier Lumière',
      lastActivityAt,
    },
    headers: await adminHeaders(),
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function statusOf(page: Page, id: number) {
  const response = await page.request.get(`/api/leads/${id}`, {
    headers: await adminHeaders(),
  })
  return ((await response.json()) as { status: string }).status
}

/** Axe's findings once the admin frame has settled (its repairs run after each redraw). */
async function expectSettledAxe(page: Page) {
  await expect.poll(() => axeViolations(page), { timeout: 8_000 }).toEqual([])
}

/** A mouse drag as a person makes it: press on the card, move in steps, release over the column. */
async function drag(page: Page, card: Locator, column: Locator) {
  const from = (await card.locator('p').last().boundingBox())!
  const to = (await column.boundingBox())!
  await page.mouse.move(from.x + 10, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 30, from.y + 20, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 20 })
  await page.mouse.up()
}

const words = {
  fr: {
    title: 'Pipeline des leads',
    columns: { new: 'Nouveau', contacted: 'Contacté', qualified: 'Qualifié', won: 'Gagné' },
    moveTo: 'Déplacer vers…',
    moved: (name: string, status: string) => `Lead « ${name} » déplacé vers ${status}.`,
    feed: 'Activité',
    line: (from: string, to: string) => `Statut : ${from} → ${to}`,
    date: /^\d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/,
    lastActivity: 'Dernière activité : 27 nov. 2031',
  },
  en: {
    title: 'Lead pipeline',
    columns: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won' },
    moveTo: 'Move to…',
    moved: (name: string, status: string) => `Lead “${name}” moved to ${status}.`,
    feed: 'Activity',
    line: (from: string, to: string) => `Status: ${from} → ${to}`,
    date: /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/,
    lastActivity: 'Last activity: Nov 27, 2031',
  },
} as const

for (const language of ['fr', 'en'] as const) {
  const w = words[language]

  test.describe(`the lead pipeline board (${language})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL ?? '' }])
      await signIn(page)
    })

    test('shows the leads in their columns; a drag moves one, and its feed says so', async ({
      page,
    }) => {
      const tag = uniqueEmail('drag').split('@')[0]!
      const dragged = `Anaïs ${tag}`
      const stays = `Bruno ${tag}`
      const draggedId = await createLead(page, dragged, 'new')
      await createLead(page, stays, 'qualified')

      await page.goto('/admin/leads/board')
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible()
      const column = (name: string) => page.getByRole('region', { name, exact: true })
      const card = column(w.columns.new).getByRole('article', { name: dragged })
      await expect(card).toBeVisible()
      await expect(card).toContainText('Atelier Lumière')
      await expect(card).toContainText(w.lastActivity)
      await expect(column(w.columns.qualified).getByRole('article', { name: stays })).toBeVisible()
      await expectSettledAxe(page)

      await drag(page, card, column(w.columns.contacted))
      await expect(
        page.getByRole('status').filter({ hasText: w.moved(dragged, w.columns.contacted) }),
      ).toBeVisible()
      await expect(
        column(w.columns.contacted).getByRole('article', { name: dragged }),
      ).toBeVisible()
      await expect(column(w.columns.new).getByRole('article', { name: dragged })).toHaveCount(0)
      await expect.poll(() => statusOf(page, draggedId)).toBe('contacted')

      // Still there once the page is drawn again from the database.
      await page.reload()
      await expect(
        column(w.columns.contacted).getByRole('article', { name: dragged }),
      ).toBeVisible()

      // Followed from the keyboard: on a loaded machine a mouse press on the card's link was
      // once taken for the start of a drag, and the page stayed on the board.
      await column(w.columns.contacted).getByRole('link', { name: dragged }).press('Enter')
      await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${draggedId}$`))
      const feed = page.getByRole('region', { name: w.feed })
      const line = feed.getByRole('listitem').filter({
        hasText: w.line(w.columns.new, w.columns.contacted),
      })
      await expect(line).toHaveCount(1)
      await expect(line.locator('time')).toHaveText(w.date)
    })

    test('moves a card from the keyboard, by its menu or the arrow keys', async ({ page }) => {
      const name = `Chloé ${uniqueEmail('keys').split('@')[0]!}`
      const id = await createLead(page, name, 'new')
      await page.goto('/admin/leads/board')
      const column = (label: string) => page.getByRole('region', { name: label, exact: true })
      const menuButton = (label: string) =>
        column(label).getByRole('button', { name: `${w.moveTo} (${name})` })

      // Right arrow: the next column; the focus follows the card.
      await menuButton(w.columns.new).focus()
      await page.keyboard.press('ArrowRight')
      await expect(
        page.getByRole('status').filter({ hasText: w.moved(name, w.columns.contacted) }),
      ).toBeVisible()
      await expect(menuButton(w.columns.contacted)).toBeFocused()
      await expect.poll(() => statusOf(page, id)).toBe('contacted')

      // "Move to…": the menu lists the other columns.
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem')).toHaveCount(5)
      await menu.getByRole('menuitem', { name: w.columns.won }).focus()
      await page.keyboard.press('Enter')
      await expect(
        page.getByRole('status').filter({ hasText: w.moved(name, w.columns.won) }),
      ).toBeVisible()
      await expect(menuButton(w.columns.won)).toBeFocused()
      await expect.poll(() => statusOf(page, id)).toBe('won')

      await page.goto(`/admin/collections/leads/${id}`)
      const feed = page.getByRole('region', { name: w.feed })
      await expect(feed.getByText(w.line(w.columns.new, w.columns.contacted))).toBeVisible()
      await expect(feed.getByText(w.line(w.columns.contacted, w.columns.won))).toBeVisible()
    })
  })
}

test.describe('a lead’s page', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('offers quick actions: status, note, e-mail, follow-up; feed and page pass axe', async ({
    page,
  }) => {
    await signIn(page)
    const name = `Denise ${uniqueEmail('quick').split('@')[0]!}`
    const id = await createLead(page, name, 'new')
    await page.goto(`/admin/collections/leads/${id}`)
    const actions = page.getByRole('region', { name: 'Actions rapides' })
    const feed = page.getByRole('region', { name: 'Activité' })
    await expect(actions.getByRole('button', { name: 'Nouveau' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await actions.getByRole('button', { name: 'Qualifié' }).click()
    await expect(feed.getByText('Statut : Nouveau → Qualifié')).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Qualifié' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect.poll(() => statusOf(page, id)).toBe('qualified')

    await feed.getByLabel('Ajouter une note').fill('Rappeler mardi pour le devis.')
    await feed.getByRole('button', { name: 'Enregistrer la note' }).click()
    await expect(feed.getByRole('status')).toHaveText('Note ajoutée à l’historique.')
    await expect(feed.getByRole('listitem').first()).toContainText('Rappeler mardi pour le devis.')

    const email = await page.locator('#field-email').inputValue()
    await expect(actions.getByRole('link', { name: 'Écrire un e-mail' })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    )
    await expectSettledAxe(page)

    await actions.getByRole('link', { name: 'Planifier un rendez-vous de suivi' }).click()
    await expect(page).toHaveURL(/\/admin\/calendar\?/)
    await expect(page.locator('input[name="name"]')).toHaveValue(name)
    await expect(page.locator('input[name="email"]')).toHaveValue(email)
  })

  test('links a capture to the record behind it, and the list to the board', async ({ page }) => {
    const email = uniqueEmail('capture')
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
    const line = page
      .getByRole('region', { name: 'Activité' })
      .getByRole('listitem')
      .filter({ hasText: 'Inscription à la newsletter' })
    await expect(line).toContainText('Newsletter')
    await expect(line.getByRole('link', { name: 'Voir l’inscription' })).toHaveAttribute(
      'href',
      /^\/admin\/collections\/newsletter-subscribers\/\d+$/,
    )

    await page.goto('/admin/leads')
    const views = page.getByRole('navigation', { name: 'Affichage des leads' })
    await expect(views.getByRole('link', { name: 'Liste' })).toHaveAttribute('aria-current', 'page')
    await views.getByRole('link', { name: 'Pipeline' }).click()
    await expect(page).toHaveURL(/\/admin\/leads\/board$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline des leads' })).toBeVisible()
  })
})
