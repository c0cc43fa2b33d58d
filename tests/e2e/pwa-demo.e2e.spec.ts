import { type BrowserContext, type Page } from '@playwright/test'

import {
  axeViolations,
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryMode,
} from './support/axe'
import { applyDisplayMode } from './support/display-mode'
import { expect, inOwnPage, test } from './support/fixtures'

const copy = {
  fr: {
    path: '/fr/guide-applications-web-pwa',
    title: 'Essayez une PWA, ici même',
    badge: 'Démonstration',
    salesTable: 'Ventes mensuelles',
    juneSales: /Juin\s*12\s910\s€/,
    ordersTable: 'Commandes par mois',
    juneOrders: /Juin\s*305/,
    installButton: 'Installer l’application',
    chromeSteps: /Installer la page en tant qu’application/,
    yourBrowser: 'votre navigateur',
    tasksTitle: 'Des tâches qui tiennent hors ligne',
    newTask: 'Nouvelle tâche',
    add: 'Ajouter',
    errorEmpty: 'Écrivez une tâche avant de l’ajouter.',
    onlineTask: 'Relancer le devis de la boulangerie',
    offlineTask: 'Préparer la réunion de lundi',
    added: 'Tâche ajoutée : Relancer le devis de la boulangerie.',
    synced: 'synchronisé (démo)',
    pending: 'en attente de synchronisation',
    online: 'Connexion : en ligne',
    offline: 'Connexion : hors ligne',
    onePending: '1 changement en attente de synchronisation.',
    backOnline: 'Connexion rétablie. 1 changement synchronisé (démo).',
    deleteOffline: 'Supprimer «\u00a0Préparer la réunion de lundi\u00a0»',
    noscript: /a besoin de JavaScript/,
  },
  en: {
    path: '/en/web-apps-pwa-guide',
    title: 'Try a PWA, right here',
    badge: 'Demo',
    salesTable: 'Monthly sales',
    juneSales: /June\s*€12,910/,
    ordersTable: 'Orders per month',
    juneOrders: /June\s*305/,
    installButton: 'Install the app',
    chromeSteps: /Install page as app/,
    yourBrowser: 'your browser',
    tasksTitle: 'Tasks that hold up offline',
    newTask: 'New task',
    add: 'Add',
    errorEmpty: 'Type a task before adding it.',
    onlineTask: 'Chase the bakery quote',
    offlineTask: 'Prepare Monday’s meeting',
    added: 'Task added: Chase the bakery quote.',
    synced: 'synced (demo)',
    pending: 'waiting to sync',
    online: 'Connection: online',
    offline: 'Connection: offline',
    onePending: '1 change waiting to sync.',
    backOnline: 'Back online. 1 change synced (demo).',
    deleteOffline: 'Delete “Prepare Monday’s meeting”',
    noscript: /needs JavaScript/,
  },
}

const demo = (page: Page) => page.locator('section#pwa-demo')
const taskCard = (page: Page, title: string) => page.getByRole('article', { name: title })

/** The task list loads when the demo comes near the viewport: scroll to it, as a visitor would. */
async function openTasks(page: Page, title: string) {
  const card = taskCard(page, title)
  await card.scrollIntoViewIfNeeded()
  return card
}

test.describe('PWA demo on the guide page', () => {
  test('shows the demo figures and the install instructions of this browser, keeps tasks across a reload and offline, then syncs when back online, in both languages', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(4 * 60_000)
    for (const locale of ['fr', 'en'] as const) {
      const c = copy[locale]
      await test.step(locale, async () => {
        // A context per language, as each had a test of its own: the tasks are stored in the
        // browser (IndexedDB), and the second language must start with none.
        await inOwnPage(browser, { baseURL }, async (page, context) => {
          await page.goto(c.path)
          const section = demo(page)
          await expect.soft(section.getByRole('heading', { level: 2 })).toHaveText(c.title)
          await expect.soft(section.getByText(c.badge, { exact: true })).toBeVisible()
          await expect
            .soft(section.getByRole('table', { name: c.salesTable }))
            .toContainText(c.juneSales)
          await expect
            .soft(section.getByRole('table', { name: c.ordersTable }))
            .toContainText(c.juneOrders)
          // No manifest-driven prompt in this headless context: the menu steps are the way in.
          await expect.soft(section.getByRole('button', { name: c.installButton })).toHaveCount(0)
          const chrome = section.getByRole('listitem').filter({ hasText: c.chromeSteps })
          await expect.soft(chrome).toBeVisible()
          await expect.soft(chrome).toContainText(c.yourBrowser)
          expect.soft(await axeViolations(page), `${c.path} as loaded`).toEqual([])

          // The tasks, on the same load: nothing above changed the page.
          await keepsTasks(page, context, locale)
        })
      })
    }
  })
})

/** Tasks survive a reload and going offline, and sync once back online. */
async function keepsTasks(page: Page, context: BrowserContext, locale: 'fr' | 'en') {
  const c = copy[locale]
  const card = await openTasks(page, c.tasksTitle)
  const input = card.getByLabel(c.newTask)
  await expect(input).toBeEnabled()

  await card.getByRole('button', { name: c.add, exact: true }).click()
  await expect(card.getByText(c.errorEmpty)).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')

  await input.fill(c.onlineTask)
  await input.press('Enter')
  const onlineTask = card.getByRole('listitem').filter({ hasText: c.onlineTask })
  await expect(onlineTask).toContainText(c.synced)
  await expect(card.getByRole('status')).toHaveText(c.added)
  await expect(card.getByText(c.errorEmpty)).toHaveCount(0)
  await card.getByRole('checkbox', { name: c.onlineTask }).check()

  await page.reload()
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByRole('checkbox', { name: c.onlineTask })).toBeChecked()
  await expect(card.getByText(c.online)).toBeVisible()

  await context.setOffline(true)
  await expect(card.getByText(c.offline)).toBeVisible()
  await input.fill(c.offlineTask)
  await card.getByRole('button', { name: c.add, exact: true }).click()
  const offlineTask = card.getByRole('listitem').filter({ hasText: c.offlineTask })
  await expect(offlineTask).toContainText(c.pending)
  await expect(card.getByText(c.onePending)).toBeVisible()
  await expect(onlineTask).toContainText(c.synced)
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  await expect(card.getByText(c.online)).toBeVisible()
  await expect(offlineTask).toContainText(c.synced)
  await expect(card.getByRole('status')).toHaveText(c.backOnline)

  await card.getByRole('button', { name: c.deleteOffline }).click()
  await expect(offlineTask).toHaveCount(0)
  await expect(input).toBeFocused()
  await page.reload()
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByRole('checkbox', { name: c.onlineTask })).toBeChecked()
  await expect(card.getByRole('checkbox')).toHaveCount(1)
}

test.describe('PWA demo in every display mode', () => {
  test('has no accessibility violations in any display mode, tasks pending and synced', async ({
    page,
    context,
  }) => {
    const c = copy.fr
    await applyDisplayMode(page, 'light')
    await page.goto(c.path)
    const card = await openTasks(page, c.tasksTitle)
    const input = card.getByLabel(c.newTask)
    await input.fill(c.onlineTask)
    await input.press('Enter')
    await card.getByRole('checkbox', { name: c.onlineTask }).check()
    await context.setOffline(true)
    await input.fill(c.offlineTask)
    await input.press('Enter')
    await expect(card.getByRole('listitem').filter({ hasText: c.offlineTask })).toContainText(
      c.pending,
    )
    await card.getByRole('button', { name: c.add, exact: true }).click()
    await expect(card.getByText(c.errorEmpty)).toBeVisible()
    await expectNoAxeViolationsInEveryMode(page)
    // The same state in every mode: nothing above was undone by the switches.
    await expect(card.getByText(c.errorEmpty)).toBeVisible()
    await expect(card.getByText(c.onePending)).toBeVisible()
    await context.setOffline(false)
  })
})

test.describe('PWA demo without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('explains that the task list needs JavaScript, in both languages', async ({ page }) => {
    test.setTimeout(120_000)
    for (const locale of ['fr', 'en'] as const) {
      await test.step(locale, async () => {
        const c = copy[locale]
        await page.goto(c.path)
        const card = await openTasks(page, c.tasksTitle)
        await expect.soft(card.getByText(c.noscript)).toBeVisible()
        await expect.soft(card.getByRole('textbox'), locale).toHaveCount(0)
        await expect.soft(card.getByRole('button'), locale).toHaveCount(0)
        await expect.soft(demo(page).getByText(c.chromeSteps)).toBeVisible()
        await expect.soft(demo(page).getByRole('table', { name: c.salesTable })).toBeVisible()
      })
    }
  })
})

test('the PWA service page holds the same demo, folded, in both languages', async ({ page }) => {
  for (const locale of ['fr', 'en'] as const) {
    const c = copy[locale]
    await page.goto(`/${locale}/services/pwa-progressive-web-apps`)
    await expect(demo(page)).toBeHidden()
    await page.locator('#pwa-demo-disclosure summary').click()
    await expect(demo(page).getByRole('heading', { level: 2 })).toHaveText(c.title)
    const card = await openTasks(page, c.tasksTitle)
    await card.getByLabel(c.newTask).fill(c.onlineTask)
    await card.getByRole('button', { name: c.add, exact: true }).click()
    await expect(card.getByRole('listitem').filter({ hasText: c.onlineTask })).toContainText(
      c.synced,
    )
  }
})
