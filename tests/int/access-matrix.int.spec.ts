import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * Who may read and write what, through Payload's real REST handlers (the same functions the
 * `/api/[...slug]` route exports), for an anonymous caller, a deactivated admin whose token was
 * issued while active, and an active admin.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
const tokens: Record<'active' | 'inactive', string> = { active: '', inactive: '' }

const password = 'matrix-password-0123456789'

async function tokenFor(email: string) {
  const { token } = await ctx.payload.login({
    collection: 'admin-users',
    data: { email, password },
  })
  return token!
}

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  for (const [who, email] of [
    ['active', 'owner-matrix@example.com'],
    ['inactive', 'former-matrix@example.com'],
  ] as const) {
    await ctx.payload.create({
      collection: 'admin-users',
      data: { email, password, name: who, is_active: true },
      overrideAccess: true,
    })
    tokens[who] = await tokenFor(email)
  }
  await ctx.payload.update({
    collection: 'admin-users',
    where: { email: { equals: 'former-matrix@example.com' } },
    data: { is_active: false },
    overrideAccess: true,
  })
  const { seed } = await import('@/features/seed/seed')
  await seed(ctx.payload)
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

type Caller = 'anonymous' | 'inactive' | 'active'

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  caller: Caller,
  path: string,
  body?: unknown,
) {
  return rest(method, path, { body, token: caller === 'anonymous' ? undefined : tokens[caller] })
}

/** Collections holding personal data or the owner's settings: closed to all but active admins. */
const privateCollections = [
  'contacts',
  'leads',
  'lead-events',
  'audits',
  'appointments',
  'appointment-locks',
  'diagnostics',
  'roi',
  'newsletter-subscribers',
  'guide-downloads',
  'email-outbox',
  'admin-users',
  'seo-pages',
  'web-vitals',
  'blog-search-terms',
  'admin-sign-ins',
  'audit-log',
]

describe('access matrix over the REST API', () => {
  it.each(privateCollections)('%s: only an active admin reads the list', async (slug) => {
    const anonymous = await call('GET', 'anonymous', slug)
    expect(anonymous.status, anonymous.text).toBeGreaterThanOrEqual(401)
    expect(anonymous.status).toBeLessThanOrEqual(403)
    expect(anonymous.text).not.toContain('@example.com')
    const inactive = await call('GET', 'inactive', slug)
    expect([401, 403]).toContain(inactive.status)
    const active = await call('GET', 'active', slug)
    // Lock rows are written by the booking hooks only: nobody lists them, not even the owner.
    expect(active.status).toBe(slug === 'appointment-locks' ? 403 : 200)
  })

  it('private globals are closed to anonymous and deactivated callers', async () => {
    for (const caller of ['anonymous', 'inactive'] as const) {
      expect((await call('GET', caller, 'globals/booking-settings')).status).toBe(403)
    }
    expect((await call('GET', 'active', 'globals/booking-settings')).status).toBe(200)
  })

  it('public content is readable by anyone, without its owner-only fields', async () => {
    for (const slug of ['blog-articles', 'blog-categories', 'blog-tags', 'projects', 'media']) {
      expect((await call('GET', 'anonymous', slug)).status, slug).toBe(200)
    }
    const popups = await call('GET', 'anonymous', 'popups')
    expect(popups.status).toBe(200)
    expect(popups.text).not.toMatch(/"views"|"signups"/)
    expect((await call('GET', 'anonymous', 'globals/site-settings')).status).toBe(200)
  })

  it("the site settings' notification address is the admin's only", async () => {
    const inbox = 'owner-private-inbox@example.com'
    await ctx.payload.updateGlobal({
      slug: 'site-settings',
      data: { ownerEmail: inbox },
      context: { skipRevalidate: true },
      overrideAccess: true,
    })
    for (const caller of ['anonymous', 'inactive'] as const) {
      const settings = await call('GET', caller, 'globals/site-settings?depth=0')
      expect(settings.status).toBe(200)
      expect(settings.text, caller).not.toContain(inbox)
      expect(settings.json()).toMatchObject({
        email: expect.any(String),
        phone: expect.any(String),
      })
    }
    const admin = await call('GET', 'active', 'globals/site-settings?depth=0')
    expect(admin.json()).toMatchObject({ ownerEmail: inbox })
    // The pages and the mail code read through the local API, which overrides access.
    const { readSiteSettings } = await import('@/features/site-settings/read-site-settings')
    const { ownerAddress } = await import('@/platform/email/owner-address')
    expect(await ownerAddress(ctx.payload)).toBe(inbox)
    const { email } = admin.json() as { email: string }
    expect((await readSiteSettings(ctx.payload)).email).toBe(email)
  })

  it('nobody but an active admin writes, whatever the collection', async () => {
    for (const slug of ['projects', 'blog-categories', 'popups', 'seo-pages', 'leads']) {
      for (const caller of ['anonymous', 'inactive'] as const) {
        const created = await call('POST', caller, slug, {
          name: 'x',
          url: '/fr/x',
          email: 'x@example.com',
        })
        expect([401, 403], `${caller} POST ${slug}`).toContain(created.status)
      }
    }
    for (const caller of ['anonymous', 'inactive'] as const) {
      const update = await call('POST', caller, 'globals/site-settings', { siteName: 'Piraté' })
      expect([401, 403]).toContain(update.status)
    }
    const settings = await ctx.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.siteName).not.toBe('Piraté')
    const created = await call('POST', 'active', 'seo-pages', {
      url: '/fr/matrix',
      page_type: 'other',
    })
    expect(created.status).toBe(201)
  })

  it('a deactivated admin cannot delete either', async () => {
    const { docs } = await ctx.payload.find({ collection: 'leads', limit: 1, overrideAccess: true })
    if (!docs[0]) {
      const lead = await ctx.payload.create({
        collection: 'leads',
        data: { email: 'matrix-lead@example.com', locale: 'fr', source: 'contact', status: 'new' },
        overrideAccess: true,
      })
      docs.push(lead)
    }
    const id = docs[0]!.id
    expect([401, 403]).toContain((await call('DELETE', 'inactive', `leads/${id}`)).status)
    expect([401, 403]).toContain((await call('DELETE', 'anonymous', `leads/${id}`)).status)
    expect(
      await ctx.payload.findByID({ collection: 'leads', id, overrideAccess: true }),
    ).toBeTruthy()
  })

  it('owner-only custom endpoints answer 403 to anonymous and deactivated callers', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'blog-articles',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const id = docs[0]!.id
    const before = await ctx.payload.count({ collection: 'blog-articles', overrideAccess: true })
    for (const caller of ['anonymous', 'inactive'] as const) {
      expect((await call('POST', caller, `blog-articles/${id}/translate`)).status).toBe(403)
      const imported = await call('POST', caller, 'blog-articles/import', {
        files: [{ name: 'x.md', content: '---\ntitle: X\n---\nTexte' }],
      })
      expect(imported.status).toBe(403)
    }
    expect(await ctx.payload.count({ collection: 'blog-articles', overrideAccess: true })).toEqual(
      before,
    )
    // The private calendar feed answers only to its secret token, and reveals nothing otherwise.
    for (const path of ['appointments/feed.ics', 'appointments/feed.ics?token=guess']) {
      const feed = await call('GET', 'anonymous', path)
      expect(feed.status).toBe(404)
      expect(feed.text).not.toContain('BEGIN:VCALENDAR')
    }
  })
})
