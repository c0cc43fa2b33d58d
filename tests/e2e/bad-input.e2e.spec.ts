import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

/**
 * Hostile and broken input on every public endpoint: never a 500, always a clear 4xx for what
 * cannot be valid, and what was sent is never executed where it comes back (issue 10).
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
