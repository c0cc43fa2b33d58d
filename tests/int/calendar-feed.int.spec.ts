import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { actAs, outcomeOf } from './support/admin-request-double'
import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * The private calendar feed's key is stored and replaced on demand from the calendar screen,
 * apart from the app secret: the former address stops answering at once, and the key is never
 * read or written through the REST API, not even by an admin.
 */
vi.mock('next/headers', () => import('./support/admin-request-double'))

let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
let feed: typeof import('@/features/booking/feed-token')
let adminToken = ''

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  feed = await import('@/features/booking/feed-token')
  const email = 'owner-feed@example.com'
  const password = 'feed-password-0123456789'
  await ctx.payload.create({
    collection: 'admin-users',
    data: { email, password, name: 'Owner', is_active: true },
    overrideAccess: true,
  })
  adminToken = (await ctx.payload.login({ collection: 'admin-users', data: { email, password } }))
    .token!
}, 120_000)

afterAll(async () => {
  actAs('')
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

const feedAt = (token: string) =>
  rest('GET', `appointments/feed.ics?token=${encodeURIComponent(token)}`)

async function renewAsOwner() {
  const { renewFeedAddress } = await import('@/features/booking/admin/calendar-actions')
  actAs(adminToken)
  const outcome = await outcomeOf(() => renewFeedAddress())
  actAs('')
  return outcome
}

describe('the private calendar feed', () => {
  it('keeps the address derived from the secret until the owner asks for a new one', async () => {
    const { env } = await import('@/config/env')
    const derived = feed.derivedFeedToken(env().PAYLOAD_SECRET)
    expect(await feed.currentFeedToken(ctx.payload)).toBe(derived)
    const answer = await feedAt(derived)
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('BEGIN:VCALENDAR')
  })

  it('a new address works at once and the former one answers 404, each time', async () => {
    let former = await feed.currentFeedToken(ctx.payload)
    for (let round = 0; round < 2; round += 1) {
      expect(await renewAsOwner()).toEqual({
        kind: 'redirect',
        to: '/admin/calendar?notice=renewed#abonnement',
      })
      const current = await feed.currentFeedToken(ctx.payload)
      expect(current).not.toBe(former)
      expect(current).toMatch(/^[\w-]{43}$/)
      expect((await feedAt(current)).status).toBe(200)
      const refused = await feedAt(former)
      expect(refused.status).toBe(404)
      expect(refused.text).not.toContain('BEGIN:VCALENDAR')
      former = current
    }
  })

  it('its key is neither shown nor set through the REST API, even to an admin', async () => {
    const key = await feed.currentFeedToken(ctx.payload)
    const read = await rest('GET', 'globals/booking-settings', { token: adminToken })
    expect(read.status).toBe(200)
    expect(read.text).not.toContain(key)
    expect(read.json()).not.toHaveProperty('feedToken')
    const saved = await rest('POST', 'globals/booking-settings', {
      token: adminToken,
      body: { feedToken: 'chosen-by-the-caller', minNoticeHours: 48 },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.text).not.toContain(key)
    // The owner's other change is kept; the key is not touched by it.
    const settings = await ctx.payload.findGlobal({ slug: 'booking-settings', depth: 0 })
    expect(settings.minNoticeHours).toBe(48)
    expect(await feed.currentFeedToken(ctx.payload)).toBe(key)
    expect((await feedAt('chosen-by-the-caller')).status).toBe(404)
  })
})
