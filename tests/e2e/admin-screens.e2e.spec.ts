import { type Page } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders, uniqueEmail } from './support/admin-api'
import { unstyledControls } from './support/admin-look'
import { shown } from './support/admin-page'
import { axeViolations } from './support/axe'
import { recordCoverage } from './support/coverage'
import { settleTransitions } from './support/display-mode'
import { colourDifferences, renderedStyles } from './support/rendered-styles'
import { expect, test } from './support/fixtures'

// Each screen group's checks stand alone: they spread over the run's workers.
test.describe.configure({ mode: 'parallel' })

async function createLead(page: Page): Promise<number> {
  const response = await page.request.post('/api/leads', {
    data: {
      email: uniqueEmail('look'),
      name: 'Odile Marchand',
      status: 'contacted',
      source: 'contact',
      locale: 'fr',
    },
    headers: await adminHeaders(),
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** The eleven main entries, then the lists grouped below them, with where each one lands. */
const entries: [label: string, href: string, lands: RegExp][] = [
  ['Dashboard', '/admin/dashboard', /\/admin$/],
  ['SEO Manager', '/admin/seo', /\/admin\/seo$/],
  ['Contacts', '/admin/contacts', /\/admin\/collections\/contacts(\?|$)/],
  ['Leads', '/admin/leads', /\/admin\/collections\/leads(\?|$)/],
  ['Audits', '/admin/audits', /\/admin\/collections\/audits(\?|$)/],
  ['Rendez-vous', '/admin/appointments', /\/admin\/collections\/appointments(\?|$)/],
  ['Calendrier', '/admin/calendar', /\/admin\/calendar$/],
  ['Diagnostics', '/admin/diagnostics', /\/admin\/collections\/diagnostics(\?|$)/],
  ['Calculs ROI', '/admin/roi', /\/admin\/collections\/roi(\?|$)/],
  ['Popups', '/admin/popups', /\/admin\/collections\/popups(\?|$)/],
  ['Sécurité', '/admin/security', /\/admin\/security$/],
  ['Blog', '/admin/blog', /\/admin\/collections\/blog-articles(\?|$)/],
  ['Réalisations', '/admin/projects', /\/admin\/collections\/projects(\?|$)/],
  ['Newsletter', '/admin/newsletter', /\/admin\/collections\/newsletter-subscribers(\?|$)/],
  ['Boîte d’envoi', '/admin/outbox', /\/admin\/collections\/email-outbox(\?|$)/],
]

test.describe('back-office navigation', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('lists the eleven main entries in order, then the other lists', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Panel Admin' })
    const spec = nav.getByRole('list').first().getByRole('link')
    await expect(spec).toHaveText(entries.slice(0, 11).map(([label]) => label))
  })

  test('every entry opens its screen, marked as the current one', async ({ page }) => {
    await signIn(page)
    for (const [label, href, lands] of entries) {
      await page.goto(href)
      await expect(page, label).toHaveURL(lands)
      await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible()
      const link = page
        .getByRole('navigation', { name: 'Panel Admin' })
        .getByRole('link', { name: label, exact: true })
      await expect(link, label).toHaveAttribute('aria-current', 'page')
    }
  })
})

/**
 * Payload's own screens: lists, create and edit forms (select boxes, date pickers, rich text,
 * uploads, array rows), globals and the account, each checked whole with axe, frame included.
 */
const payloadScreens = [
  '/admin/collections/leads',
  '/admin/collections/contacts',
  '/admin/collections/blog-articles',
  '/admin/collections/media',
  '/admin/collections/leads/create',
  '/admin/collections/blog-articles/create',
  '/admin/collections/media/create',
  '/admin/collections/projects/create',
  '/admin/globals/site-settings',
  '/admin/globals/booking-settings',
  '/admin/account',
]

/**
 * Each of our screens: where its own content sits (Payload's frame around it is not ours) and
 * the links that act as its commands, which must be drawn as Payload buttons.
 */
const ourScreens = (lead: number) => [
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

type Theme = 'light' | 'dark'
const desktop = { width: 1440, height: 1000 }
const tablet = { width: 768, height: 1000 }

/**
 * Switches a loaded admin screen to the other theme the way Payload's own theme setting does
 * (its `data-theme` attribute, its cookie for the next screens): its styles read the attribute,
 * so a screen switched in place is drawn as one loaded in that theme.
 */
async function switchTheme(page: Page, theme: Theme, baseURL: string) {
  await page.context().addCookies([{ name: 'payload-theme', value: theme, url: baseURL }])
  await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  // Payload's fields fade to their new colours: what is measured next sees the final ones.
  await settleTransitions(page)
}

/**
 * The checks of a screen as it stands: no axe violation once the page has settled (the repairs
 * run on the frame after each redraw) and no sideways scrolling once the side menu has slid
 * away (it is off the page while it moves). At every width: Payload shrinks its root font on
 * tablets, and with it any target sized in rem.
 */
async function screenProblems(page: Page, where: string): Promise<string[]> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: where,
    })
    .toBeLessThanOrEqual(0)
  let found: string[] = []
  await expect
    .poll(async () => (found = await axeViolations(page)), { timeout: 8_000 })
    .toEqual([])
    .catch(() => undefined)
  return found.map((line) => `${where}: ${line}`)
}

/**
 * Every admin screen is loaded once, at 1440 px in the light theme, then narrowed to 768 px as
 * a window is (Payload closes its side menu and shrinks its root font on the way, as on a load
 * at that width). Our own screens are then switched to the dark theme in place and widened
 * again: they are checked at both widths in both themes, and must look like Payload's own
 * (its buttons, fields and pills) in each.
 */
test.describe('admin screens at 1440 and 768 px', () => {
  test('Payload’s screens and an article’s edit form: no axe violation, no sideways scrolling', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await signIn(page)
    const problems: string[] = []
    const check = async (screen: string) => {
      await expect(page.getByRole('heading', { level: 1 }).first(), screen).toBeVisible()
      problems.push(...(await screenProblems(page, `${screen} at 1440 px`)))
      await page.setViewportSize(tablet)
      problems.push(...(await screenProblems(page, `${screen} at 768 px`)))
      recordCoverage({ kind: 'admin', path: screen, checks: ['light 1440', 'light 768'] })
    }
    for (const screen of payloadScreens) {
      await page.setViewportSize(desktop)
      await page.goto(screen)
      await check(screen)
    }
    // An article with its picture, tags and body: the richest edit form.
    await page.setViewportSize(desktop)
    await page.goto('/admin/collections/blog-articles')
    await shown(page.locator('table tbody tr a')).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/blog-articles\/\d+$/)
    await check('article edit')
    expect(problems).toEqual([])
  })

  test('our screens in both themes: Payload’s buttons, fields and pills, axe, no sideways scrolling', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    await signIn(page)
    await switchTheme(page, 'light', baseURL!)
    const lead = await createLead(page)
    const problems: string[] = []
    for (const { path, root, actions } of ourScreens(lead)) {
      await page.setViewportSize(desktop)
      await page.goto(path)
      const checks: string[] = []
      for (const [theme, viewport] of [
        ['light', desktop],
        ['light', tablet],
        ['dark', tablet],
        ['dark', desktop],
      ] as const) {
        const where = `${path} in ${theme} at ${viewport.width} px`
        await page.setViewportSize(viewport)
        if (theme === 'dark') await switchTheme(page, 'dark', baseURL!)
        await expect(page.locator('html'), where).toHaveAttribute('data-theme', theme)
        await expect(page.locator(root).first(), where).toBeVisible()
        problems.push(...(await unstyledControls(page, root)).map((line) => `${where}: ${line}`))
        for (const action of actions) {
          const link = page.locator(root).getByRole('link', { name: action, exact: true })
          await expect(link.first(), `${where}: ${action}`).toHaveClass(/(^|\s)btn(\s|$)/)
        }
        problems.push(...(await screenProblems(page, where)))
        checks.push(`${theme} ${viewport.width}`)
      }
      recordCoverage({ kind: 'admin', path, checks })
      await switchTheme(page, 'light', baseURL!)
    }
    // What makes the in-place switch worth a load: our screen switched to the dark theme has
    // the colours it has when loaded in it.
    await page.goto('/admin/calendar')
    await switchTheme(page, 'dark', baseURL!)
    const switched = await renderedStyles(page, '.site-calendar')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('.site-calendar')).toBeVisible()
    expect(colourDifferences(await renderedStyles(page, '.site-calendar'), switched)).toEqual([])
    await switchTheme(page, 'light', baseURL!)
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
