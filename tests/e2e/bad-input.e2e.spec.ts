import { type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'

import { signIn } from './support/admin-session'
import { adminHeaders, uniqueEmail } from './support/admin-api'
import { secondBookableDay } from './support/booking-days'
import { expect, test } from './support/fixtures'

/**
 * Hostile and broken input on every public endpoint: never a 500, always a clear 4xx for what
 * cannot be valid, and what was sent is never executed where it comes back.
 */
const HUGE = 'x'.repeat(300_000)
const SQL = "1'; DROP TABLE contacts; --"
const SCRIPT = '<script>window.__pwned = 1</script>'
const UNICODE = 'Ｚａｌｇｏ ̸̡̛̖͓̭͓̈́͊ 👩🏽‍💻 \u202e\u0000'
// A lone surrogate: valid in a JS string, not in UTF-8 (only JSON bodies can carry it).
const BROKEN_UTF16 = '\ud800'

const jsonBodies: (string | Buffer)[] = [
  '{"broken": ',
  '[]',
  'null',
  '"a string"',
  JSON.stringify({ id: SQL, metric: SCRIPT, value: 'not a number', locale: 'xx' }),
  JSON.stringify({ email: UNICODE + BROKEN_UTF16, name: HUGE }),
  Buffer.from([0xff, 0xfe, 0x00, 0x41]),
]

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; path: string }

async function send(
  request: APIRequestContext,
  { method, path }: Call,
  body?: string | Buffer,
): Promise<APIResponse> {
  return request.fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    data: body,
    maxRedirects: 0,
    failOnStatusCode: false,
  })
}

function expectClientError(response: APIResponse, call: string) {
  expect(response.status(), call).toBeGreaterThanOrEqual(400)
  expect(response.status(), call).toBeLessThan(500)
}

test.describe('public endpoints under bad input', () => {
  // Counters (`/view`) read no body: only their address can be wrong.
  const posts: Call[] = [
    { method: 'POST', path: '/api/web-vitals/report' },
    { method: 'POST', path: '/api/popups/1/signup' },
    { method: 'POST', path: `/api/popups/${encodeURIComponent(SQL)}/signup` },
    { method: 'POST', path: '/api/popups/999999999/view' },
    { method: 'POST', path: `/api/popups/${encodeURIComponent(SCRIPT)}/view` },
    { method: 'POST', path: '/api/blog-articles/999999999/view' },
    { method: 'POST', path: `/api/blog-articles/${encodeURIComponent(SQL)}/view` },
    { method: 'POST', path: '/api/newsletter-subscribers/unsubscribe?token=forged' },
  ]

  test('JSON endpoints answer malformed, mistyped, huge or hostile bodies with a 4xx', async ({
    request,
  }) => {
    for (const call of posts) {
      for (const body of jsonBodies) {
        const response = await send(request, call, body)
        expectClientError(response, `${call.method} ${call.path} ${String(body).slice(0, 40)}`)
      }
    }
  })

  test('query strings that cannot be valid get a 4xx, never a 500', async ({ request }) => {
    const calls: Call[] = [
      { method: 'GET', path: `/api/popups/active?locale=xx&path=${encodeURIComponent(SQL)}` },
      { method: 'GET', path: `/api/popups/active?locale=fr&path=/${HUGE.slice(0, 4000)}` },
      { method: 'GET', path: '/api/popups/active' },
      { method: 'GET', path: `/api/guide-downloads/file?token=${encodeURIComponent(SCRIPT)}` },
      { method: 'GET', path: '/api/guide-downloads/file' },
      { method: 'GET', path: '/api/appointments/feed.ics?token=forged' },
      { method: 'GET', path: `/documents/${encodeURIComponent('../../.env')}` },
    ]
    for (const call of calls) {
      expectClientError(await send(request, call), `${call.method} ${call.path.slice(0, 80)}`)
    }
    // A mail client that opens the unsubscribe link is sent to the page, which says the link
    // is not valid.
    const opened = await send(request, {
      method: 'GET',
      path: `/api/newsletter-subscribers/unsubscribe?token=${encodeURIComponent(SQL)}`,
    })
    expect(opened.status()).toBe(303)
    const page = await request.get(opened.headers()['location']!, { failOnStatusCode: false })
    expect(page.status()).toBeLessThan(500)
  })

  test('wrong methods are refused with a 4xx', async ({ request }) => {
    const calls: Call[] = [
      { method: 'GET', path: '/api/web-vitals/report' },
      { method: 'PUT', path: '/api/popups/1/view' },
      { method: 'DELETE', path: '/api/popups/1/signup' },
      { method: 'PATCH', path: '/api/blog-articles/1/view' },
      { method: 'DELETE', path: '/api/newsletter-subscribers/unsubscribe' },
      { method: 'POST', path: '/api/sitemap-blog' },
    ]
    for (const call of calls) {
      expectClientError(await send(request, call, '{}'), `${call.method} ${call.path}`)
    }
  })

  test('visitors cannot write to the collections behind the forms through the REST API', async ({
    request,
  }) => {
    for (const collection of [
      'contacts',
      'leads',
      'appointments',
      'newsletter-subscribers',
      'diagnostics',
      'audits',
      'guide-downloads',
      'blog-articles',
      'media',
    ]) {
      const response = await send(
        request,
        { method: 'POST', path: `/api/${collection}` },
        JSON.stringify({ name: SCRIPT, email: 'intrus@example.com', title: SQL }),
      )
      expectClientError(response, `POST /api/${collection}`)
    }
  })
})

test.describe('pages under bad input', () => {
  for (const locale of ['fr', 'en'] as const) {
    const search = locale === 'fr' ? 'recherche' : 'search'
    test(`${locale}: search and booking pages show hostile input as text, never run it`, async ({
      page,
    }) => {
      const queries = [SCRIPT, SQL, UNICODE, HUGE.slice(0, 2000)].map(encodeURIComponent)
      // Bytes that are not UTF-8 at all.
      queries.push('%ED%A0%80%FF', '%')
      for (const q of queries) {
        const response = await page.goto(`/${locale}/${search}?q=${q}`)
        expect(response?.status(), q.slice(0, 30)).toBeLessThan(500)
        expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false)
      }
      // Sent back as text: in the search field and in the count of results.
      await page.goto(`/${locale}/${search}?q=${encodeURIComponent(SCRIPT)}`)
      await expect(page.locator('input[name="q"]')).toHaveValue(SCRIPT)
      await expect(page.getByRole('status').filter({ hasText: SCRIPT })).toBeVisible()
      const booking = locale === 'fr' ? 'reservation' : 'booking'
      for (const date of ['2026-13-45', SQL, SCRIPT, '9999-01-01']) {
        const response = await page.goto(
          `/${locale}/${booking}?service=${encodeURIComponent(SCRIPT)}&date=${encodeURIComponent(date)}`,
        )
        expect(response?.status(), date).toBeLessThan(500)
        expect(await page.evaluate(() => '__pwned' in window)).toBe(false)
      }
    })
  }
})

test.describe('hostile text a visitor may type, shown in the back office', () => {
  test.use({ timezoneId: 'Europe/Paris', locale: 'fr-FR', viewport: { width: 1500, height: 1000 } })

  // Valid input (a name, notes): stored as typed, so every screen that shows it must escape it.
  const NAME = '<img src=x onerror="window.__pwned=1;alert(1)">'
  const SCRIPT_CODE = 'window.__pwned=2;alert(2)'
  const NOTES = `<script>${SCRIPT_CODE}</script><svg onload="window.__pwned=3">`

  async function expectNothingRan(page: Page, dialogs: string[], where: string) {
    expect(dialogs, where).toEqual([])
    expect(await page.evaluate(() => '__pwned' in window), where).toBe(false)
    await expect(page.locator('img[src="x"], svg[onload]'), where).toHaveCount(0)
    // Next.js's own scripts carry the record as escaped data; an injected one would be the code.
    const injected = await page
      .locator('script')
      .evaluateAll(
        (all, code) => all.filter((script) => script.textContent === code).length,
        SCRIPT_CODE,
      )
    expect(injected, where).toBe(0)
  }

  test('a booking with markup in its name and notes: text on the site and in the admin, nothing runs', async ({
    page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.addInitScript(
      (key) => window.sessionStorage.setItem(key, 'bad-input-test'),
      SHOWN_THIS_VISIT_KEY,
    )
    const email = uniqueEmail('hostile-name')

    // Through the real form, as a visitor would.
    await page.goto('/fr/reservation?service=consultation-gratuite')
    // A day of the coming week, which the dashboard below lists.
    const { link: day, date } = await secondBookableDay(page)
    await day.click()
    // No time is chosen for the visitor: the first one offered.
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Continuer' }).click()
    const main = page.getByRole('main')
    await main.getByLabel('Nom complet').fill(NAME)
    await main.getByLabel('E-mail').fill(email)
    await main.getByLabel('Téléphone').fill('06 12 34 56 78')
    await main.getByLabel(/Votre projet/).fill(NOTES)
    await page.waitForTimeout(3100)
    await page.getByRole('button', { name: 'Vérifier ma réservation' }).click()
    await expect(main.getByText(NAME, { exact: true })).toBeVisible()
    await expect(main.getByText(NOTES, { exact: true })).toBeVisible()
    await expectNothingRan(page, dialogs, 'booking summary')
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click()
    await expect(page.getByRole('heading', { name: 'Rendez-vous confirmé !' })).toBeVisible()

    const headers = await adminHeaders()
    const idOf = async (collection: string) => {
      const response = await page.request.get(`/api/${collection}`, {
        params: { 'where[email][equals]': email, depth: '0' },
        headers,
      })
      const { docs } = (await response.json()) as { docs: { id: number; name: string }[] }
      expect(docs[0]?.name, collection).toBe(NAME)
      return docs[0]!.id
    }
    const appointment = await idOf('appointments')
    const lead = await idOf('leads')

    await signIn(page)
    const screens: [string, 'text' | 'field'][] = [
      ['/admin', 'text'],
      [`/admin/calendar?view=week&date=${date}`, 'text'],
      ['/admin/collections/appointments', 'text'],
      [`/admin/collections/appointments/${appointment}`, 'field'],
      ['/admin/collections/leads', 'text'],
      [`/admin/collections/leads/${lead}`, 'field'],
    ]
    for (const [path, shown] of screens) {
      await page.goto(path)
      if (shown === 'text') await expect(page.getByText(NAME).first(), path).toBeVisible()
      else await expect(page.locator('input[name="name"]'), path).toHaveValue(NAME)
      await expectNothingRan(page, dialogs, path)
    }
    await page.goto(`/admin/collections/appointments/${appointment}`)
    await expect(page.locator('textarea[name="notes"]')).toHaveValue(NOTES)
    await expectNothingRan(page, dialogs, 'appointment notes')
  })
})
