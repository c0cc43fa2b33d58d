import { expect, type Page, test } from '@playwright/test'

import { adminHeaders, uniqueEmail } from './support/admin-api'
import { axeViolations } from './support/axe'
import { e2eAdmin } from './support/e2e-env'

type Theme = 'light' | 'dark'

/** Signs in, in the admin theme asked for (Payload reads it from its `payload-theme` cookie). */
async function signIn(page: Page, theme: Theme, baseURL: string) {
  const response = await page.request.post('/api/admin-users/login', { data: e2eAdmin })
  expect(response.ok()).toBe(true)
  await page.context().addCookies([{ name: 'payload-theme', value: theme, url: baseURL }])
}

async function createLead(page: Page): Promise<number> {
  const response = await page.request.post('/api/leads', {
    data: {
      email: uniqueEmail('look'),
      name: 'Odile Marchand',
      status: 'contacted',
      source: 'contact',
      locale: 'fr',
    },
    headers: await adminHeaders(page.request),
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/**
 * Each of our screens: where its own content sits (Payload's frame around it is not ours) and
 * the links that act as its commands, which must be drawn as Payload buttons.
 */
const screens = (lead: number) => [
  { path: '/admin', root: '.site-dashboard', actions: ['Ouvrir le calendrier de la semaine'] },
  { path: '/admin/seo?path=/fr', root: '.site-seo', actions: [] },
  {
    path: '/admin/calendar',
    root: '.site-calendar',
    actions: ['← Précédent', 'Suivant →', 'Mois', 'Semaine'],
  },
  {
    path: '/admin/security',
    root: '.site-security',
    actions: [
      'Créer un administrateur',
      'Modifier le compte',
      'Toutes',
      'Refusées',
      'Réussies',
      'Tout l’historique',
      'Tout le journal',
    ],
  },
  { path: '/admin/leads/board', root: '.site-leads', actions: ['Liste', 'Pipeline'] },
  { path: '/admin/collections/leads', root: '.site-leads-switch-bar', actions: ['Liste'] },
  {
    path: `/admin/collections/leads/${lead}`,
    root: '.site-lead-actions, .site-lead-feed',
    actions: ['Écrire un e-mail', 'Planifier un rendez-vous de suivi'],
  },
]

/**
 * What in our content does not look like Payload's own: a button without Payload's `btn`
 * class, a form control outside Payload's field markup or without its field colours and corners
 * (a native control keeps the browser's grey box, which the dark theme leaves glaring).
 */
function unstyledControls(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const probe = document.createElement('div')
    document.body.append(probe)
    const resolved = (property: string, value: string) => {
      probe.style.setProperty(property, value)
      return getComputedStyle(probe).getPropertyValue(property)
    }
    const background = resolved('background-color', 'var(--theme-input-bg)')
    const radius = resolved('border-top-left-radius', 'var(--style-radius-s)')
    const colour = resolved('color', 'var(--theme-elevation-800)')
    probe.remove()
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`
    const problems: string[] = []
    for (const element of document.querySelectorAll(selector)) {
      for (const button of element.querySelectorAll('button')) {
        if (!button.classList.contains('btn'))
          problems.push(`not a Payload button: ${name(button)}`)
      }
      const controls = element.querySelectorAll('input:not([type="hidden"]), select, textarea')
      for (const control of controls) {
        const style = getComputedStyle(control)
        if (!control.closest('.field-type')) problems.push(`no Payload field: ${name(control)}`)
        if (style.backgroundColor !== background) {
          problems.push(`${name(control)} background ${style.backgroundColor} ≠ ${background}`)
        }
        if (style.color !== colour) problems.push(`${name(control)} text ${style.color}`)
        if (style.borderTopLeftRadius !== radius) {
          problems.push(`${name(control)} corners ${style.borderTopLeftRadius} ≠ ${radius}`)
        }
      }
    }
    return problems
  }, root)
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`our admin screens in the ${theme} theme`, () => {
    test('use Payload’s buttons, fields and pills, pass axe and fit 1440 and 768 px', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000)
      await signIn(page, theme, baseURL!)
      const lead = await createLead(page)
      const problems: string[] = []
      // Each screen is loaded once, at 1440 px, then narrowed to 768 px as a window is: Payload
      // closes its side menu and shrinks its root font on the way, as on a load at that width.
      for (const { path, root, actions } of screens(lead)) {
        await page.setViewportSize({ width: 1440, height: 1000 })
        await page.goto(path)
        for (const width of [1440, 768]) {
          const where = `${path} at ${width} px`
          await page.setViewportSize({ width, height: 1000 })
          await expect(page.locator('html'), where).toHaveAttribute('data-theme', theme)
          await expect(page.locator(root).first(), where).toBeVisible()
          problems.push(...(await unstyledControls(page, root)).map((line) => `${where}: ${line}`))
          for (const action of actions) {
            const link = page.locator(root).getByRole('link', { name: action, exact: true })
            await expect(link.first(), `${where}: ${action}`).toHaveClass(/(^|\s)btn(\s|$)/)
          }
          // Once the side menu has slid away (it is off the page while it moves).
          await expect
            .poll(
              () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
              { message: where },
            )
            .toBeLessThanOrEqual(0)
          // At every width: Payload shrinks its root font on tablets, and with it any target
          // sized in rem.
          await expect
            .poll(() => axeViolations(page), { timeout: 8_000, message: where })
            .toEqual([])
        }
      }
      // Figures, states and column counts are Payload's pills.
      await page.goto('/admin')
      await expect(page.locator('.site-dashboard__counts .pill').first()).toBeVisible()
      await page.goto('/admin/security')
      await expect(page.locator('.site-security__state .pill').first()).toBeVisible()
      await page.goto('/admin/leads/board')
      await expect(page.locator('.site-leads-board__head .pill').first()).toBeVisible()
      expect(problems).toEqual([])
    })
  })
}
