import { type BrowserContext } from '@playwright/test'

import { signIn } from './support/admin-session'
import { adminHeaders, createAdmin, outboxFor, uniqueEmail } from './support/admin-api'
import { shown } from './support/admin-page'
import { expect, test } from './support/fixtures'

/** Payload's language cookie: what the account screen's language choice writes. */
async function speak(context: BrowserContext, baseURL: string | undefined, language: string) {
  await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL ?? '' }])
}

/** 15:15 UTC on 27 November 2026: 16:15 in Paris, the browser's time zone below. */
const moment = '2026-11-27T15:15:00.000Z'

const wording = {
  fr: {
    date: '27 novembre 2026 à 16:15',
    status: 'Qualifié',
    createLead: 'Créer : Lead',
    nav: 'Panel Admin',
    screens: [
      ['/admin/security', 'Sécurité'],
      ['/admin/seo', 'SEO Manager'],
      ['/admin/calendar', 'Calendrier'],
    ],
    listed: ['Blog', 'Réalisations', 'Boîte d’envoi', 'Leads'],
  },
  en: {
    date: 'November 27th, 2026 at 4:15 PM',
    status: 'Qualified',
    createLead: 'Create: Lead',
    nav: 'Admin Panel',
    screens: [
      ['/admin/security', 'Security'],
      ['/admin/seo', 'SEO Manager'],
      ['/admin/calendar', 'Calendar'],
    ],
    listed: ['Blog', 'Projects', 'Outbox', 'Leads'],
  },
} as const

test.use({ timezoneId: 'Europe/Paris', viewport: { width: 1440, height: 900 } })

test.afterEach(async ({ context, baseURL }) => {
  // The next test of this browser starts in the admin's default language again.
  await speak(context, baseURL, 'fr')
})

const languages = ['fr', 'en'] as const
const languageName = { fr: 'French', en: 'English' } as const

test.describe('the admin in French and in English', () => {
  // One page goes through both languages: the language cookie is set again before each, and
  // every screen is a full load that reads it.
  test('writes dates and choices as words, in its language', async ({ page, context, baseURL }) => {
    test.setTimeout(languages.length * 60_000)
    await signIn(page)
    for (const language of languages) {
      await test.step(languageName[language], async () => {
        const text = wording[language]
        const email = uniqueEmail(`wording-${language}`)
        const created = await page.request.post('/api/leads', {
          headers: await adminHeaders(),
          data: {
            email,
            status: 'qualified',
            source: 'contact',
            locale: 'fr',
            lastActivityAt: moment,
          },
        })
        expect(created.ok()).toBe(true)
        await speak(context, baseURL, language)

        await page.goto(`/admin/collections/leads?search=${encodeURIComponent(email)}`)
        const row = shown(page.locator('tbody tr', { hasText: email }))
        await expect.soft(row, language).toContainText(text.date)
        await expect.soft(row, language).toContainText(text.status)
        await expect.soft(page.getByRole('link', { name: text.createLead })).toBeVisible()
        await expect.soft(page.locator('body'), language).not.toContainText('nouveau ou nouvelle')

        await row.getByRole('link', { name: email }).click()
        await expect.soft(page.getByRole('heading', { level: 1 }), language).toHaveText(email)
        const picker = page.locator('.date-time-field', {
          hasText: /Dernière activité|Last activity/,
        })
        await expect.soft(picker.locator('input'), language).toHaveValue(text.date)
      })
    }
  })

  test('names its own screens in the tab and the breadcrumbs, and lists each once in the sidebar', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(languages.length * 2 * 60_000)
    await signIn(page)
    for (const language of languages) {
      await test.step(languageName[language], async () => {
        const text = wording[language]
        await speak(context, baseURL, language)
        for (const [path, title] of text.screens) {
          await page.goto(path)
          await expect.soft(page, path).toHaveTitle(`${title} – Studio Web & IA`)
          const breadcrumbs = shown(page.locator('.step-nav'))
          await expect.soft(breadcrumbs, path).toContainText(title)
        }

        await page.goto('/admin')
        const sidebar = page.locator('aside.nav')
        await expect.soft(sidebar.getByRole('navigation', { name: text.nav })).toBeVisible()
        for (const label of text.listed) {
          await expect
            .soft(sidebar.getByRole('link', { name: label, exact: true }), `${language} ${label}`)
            .toHaveCount(1)
        }
      })
    }
  })
})

test.describe('the sidebar on a 1440 px desktop', () => {
  test('is open on load and stays as the owner leaves it', async ({ page }) => {
    await signIn(page)
    const leads = page
      .getByRole('navigation', { name: 'Panel Admin' })
      .getByRole('link', { name: 'Leads', exact: true })
    const toggle = page.locator('.template-default__nav-toggler-wrapper .nav-toggler')
    const saved = () =>
      page.waitForResponse(
        (response) =>
          response.url().includes('/api/payload-preferences/nav') &&
          response.request().method() === 'POST',
      )
    const settled = () => expect(page.locator('.template-default')).toHaveClass(/nav-hydrated/)

    const template = page.locator('.template-default')
    const open = async () => {
      await expect(template).toHaveClass(/template-default--nav-open/)
      await expect(leads).toBeInViewport()
    }
    const closed = async () => {
      // Closed, the column is 0 px wide and clips the links, which keep their boxes.
      await expect(template).not.toHaveClass(/template-default--nav-open/)
    }

    // The owner's choice starts as it is on a first visit: open.
    const reset = await page.request.post('/api/payload-preferences/nav', {
      data: { value: { open: true } },
      headers: await adminHeaders(),
    })
    expect(reset.ok()).toBe(true)
    await page.goto('/admin/collections/leads')
    await settled()
    await open()

    let stored = saved()
    await toggle.click()
    await stored
    await closed()
    await page.reload()
    await settled()
    await closed()

    stored = saved()
    await toggle.click()
    await stored
    await page.reload()
    await settled()
    await open()
  })
})

test.describe('the sign-in screen', () => {
  test('shows the studio’s mark, not Payload’s', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.locator('.site-studio-mark')).toContainText('Studio Web & IA')
    await expect(page.locator('.graphic-logo')).toHaveCount(0)
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/icon\.svg/)
  })
})

test.describe('a reset link used twice', () => {
  test('says so in French, not in Payload’s English', async ({ page, request }) => {
    const email = uniqueEmail('reset-twice')
    await createAdmin(request, {
      email,
      password: 'old-password-123',
      name: 'Deux fois',
      is_active: true,
    })
    const asked = await request.post('/api/admin-users/forgot-password', { data: { email } })
    expect(asked.ok()).toBe(true)
    const [mail] = await outboxFor(request, email)
    const link = mail?.html.match(/href="([^"]+\/admin\/reset-password\/([^"]+))"/)
    expect(link).toBeTruthy()
    const used = await request.post('/api/admin-users/reset-password', {
      data: { token: link![2], password: 'first-new-password-456' },
    })
    expect(used.ok()).toBe(true)

    await page.goto(new URL(link![1]!).pathname)
    await page.waitForLoadState('networkidle')
    await page.locator('#field-password').fill('second-new-password-789')
    await page.locator('#field-confirm-password').fill('second-new-password-789')
    await page.locator('button[type="submit"]').click()
    await expect(
      page.getByText(/Ce lien de réinitialisation a déjà servi ou a expiré/),
    ).toBeVisible()
    await expect(page.locator('body')).not.toContainText(/unknown error|Token is either/)
  })
})
