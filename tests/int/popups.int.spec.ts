import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { popupEndpoints } from '@/collections/Popups/endpoints/popup-endpoints'
import { seedPopupData } from '@/features/popups/seed-popups'
import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { resetRateLimits } from '@/platform/rate-limit/rate-limit'
import en from '@/i18n/messages/en.json'
import { frenchTypography, typesetTree } from '@/i18n/french-typography'
import frMessages from '@/i18n/messages/fr.json'

import { startPayload, type TestContext } from './support/test-payload'

/** The French a visitor reads: the messages with French spacing set. */
const fr = typesetTree(frMessages, 'fr')

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, RATE_LIMIT_PER_10_MIN: '20' } })
  resetRateLimits()
})

afterAll(async () => {
  await ctx?.close()
})

const handler = (path: string) => popupEndpoints.find((e) => e.path === path)!.handler
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

type CallOptions = { query?: string; id?: string | number; body?: unknown; ip?: string }

async function call(path: string, { query = '', id, body, ip = nextIp() }: CallOptions = {}) {
  const response = await handler(path)({
    payload: ctx.payload,
    url: `http://localhost:3000/api/popups${path}${query}`,
    headers: new Headers(connectedFrom(ip)),
    routeParams: id === undefined ? {} : { id },
    json: body === undefined ? undefined : async () => body,
  } as unknown as PayloadRequest)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const titles = (body: Record<string, unknown>) =>
  (body.docs as { title: string }[]).map((doc) => doc.title)

async function popupByName(name: string) {
  const { docs } = await ctx.payload.find({
    collection: 'popups',
    where: { name: { equals: name } },
    overrideAccess: true,
  })
  return docs[0]!
}

describe('seeded popups', () => {
  it('creates the two bilingual popups once, and not again on a second seed', async () => {
    const { seed } = await import('@/features/seed/seed')
    await seed(ctx.payload)
    const { docs } = await ctx.payload.find({
      collection: 'popups',
      locale: 'en',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(2)
    expect(docs.map((doc) => doc.title).sort()).toEqual(
      seedPopupData.map((popup) => popup.en.title).sort(),
    )
    expect(docs.every((doc) => doc.active)).toBe(true)
  })
})

describe('GET /api/popups/active', () => {
  it('returns the popups of the page in the visitor language', async () => {
    const [lead, exit] = seedPopupData
    const blogFr = await call('/active', { query: '?locale=fr&path=/fr/blog/ia/un-article' })
    expect(blogFr.status).toBe(200)
    expect(titles(blogFr.body).sort()).toEqual(
      [lead!.fr.title, exit!.fr.title].map(frenchTypography).sort(),
    )
    const portfolioEn = await call('/active', { query: '?locale=en&path=/en/portfolio' })
    expect(titles(portfolioEn.body)).toEqual([exit!.en.title])
    const doc = (portfolioEn.body.docs as Record<string, unknown>[])[0]!
    expect(doc).not.toHaveProperty('views')
    expect(doc).not.toHaveProperty('signups')
    expect(doc).not.toHaveProperty('successMessage')
  })

  it('leaves out excluded pages, pages not targeted and inactive popups', async () => {
    for (const path of ['/fr/contact', '/en/booking', '/fr']) {
      const { body } = await call('/active', { query: `?locale=fr&path=${path}` })
      expect(body.docs, path).toEqual([])
    }
    const exit = await popupByName(seedPopupData[1]!.name)
    await ctx.payload.update({
      collection: 'popups',
      id: exit.id,
      data: { active: false },
      overrideAccess: true,
    })
    const { body } = await call('/active', { query: '?locale=fr&path=/fr/services' })
    expect(titles(body)).toEqual([frenchTypography(seedPopupData[0]!.fr.title)])
    await ctx.payload.update({
      collection: 'popups',
      id: exit.id,
      data: { active: true },
      overrideAccess: true,
    })
  })

  it('answers 400 in the visitor language on a bad query, never a 500', async () => {
    expect(await call('/active', { query: '?locale=en&path=no-slash' })).toEqual({
      status: 400,
      body: { message: en.popups.invalidRequest },
    })
    expect(await call('/active', { query: '?locale=de&path=/fr' })).toEqual({
      status: 400,
      body: { message: fr.popups.invalidRequest },
    })
  })

  it('answers 429 with Retry-After past the limit', async () => {
    const ip = '203.0.113.9'
    const statuses: number[] = []
    for (let i = 0; i < 201; i++) {
      statuses.push((await call('/active', { query: '?locale=fr&path=/fr', ip })).status)
    }
    expect(statuses.slice(0, 200).every((status) => status === 200)).toBe(true)
    expect(statuses[200]).toBe(429)
  })
})

describe('POST /api/popups/:id/view and /signup', () => {
  it('counts a view, and 404s an unknown or malformed popup', async () => {
    const lead = await popupByName(seedPopupData[0]!.name)
    expect((await call('/:id/view', { id: lead.id })).status).toBe(200)
    await Promise.all([call('/:id/view', { id: lead.id }), call('/:id/view', { id: lead.id })])
    expect((await popupByName(lead.name)).views).toBe(3)
    expect((await call('/:id/view', { id: 999_999 })).status).toBe(404)
    expect((await call('/:id/view', { id: 'abc' })).status).toBe(404)
  })

  it('signs up: lead with its popup event, pending newsletter subscriber, counter, message', async () => {
    const lead = await popupByName(seedPopupData[0]!.name)
    const answer = await call('/:id/signup', {
      id: lead.id,
      body: { email: ' Nina@Example.com ', consent: true, locale: 'en', elapsedMs: 5000 },
    })
    expect(answer).toEqual({ status: 200, body: { message: seedPopupData[0]!.en.successMessage } })
    const { docs: leads } = await ctx.payload.find({
      collection: 'leads',
      where: { email: { equals: 'nina@example.com' } },
      overrideAccess: true,
    })
    expect(leads[0]).toMatchObject({ source: 'popup', locale: 'en' })
    const { docs: events } = await ctx.payload.find({
      collection: 'lead-events',
      where: { lead: { equals: leads[0]!.id } },
      overrideAccess: true,
    })
    expect(events.map((event) => event.type).sort()).toEqual(['newsletter', 'popup'])
    const { docs: subscribers } = await ctx.payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'nina@example.com' } },
      overrideAccess: true,
    })
    expect(subscribers[0]).toMatchObject({ status: 'pending', source: 'popup', locale: 'en' })
    expect((await popupByName(lead.name)).signups).toBe(1)
  })

  it('refuses an invalid e-mail, a missing consent, a robot or a bad body with 400', async () => {
    const lead = await popupByName(seedPopupData[0]!.name)
    const invalid = await call('/:id/signup', {
      id: lead.id,
      body: { email: 'nope', consent: true, locale: 'fr', elapsedMs: 5000 },
    })
    expect(invalid).toEqual({
      status: 400,
      body: { message: fr.popups.invalidEmail, errors: { email: fr.popups.invalidEmail } },
    })
    const noConsent = await call('/:id/signup', {
      id: lead.id,
      body: { email: 'max@example.com', locale: 'en', elapsedMs: 5000 },
    })
    expect(noConsent.body.errors).toEqual({ consent: en.popups.consentRequired })
    const robot = await call('/:id/signup', {
      id: lead.id,
      body: { email: 'max@example.com', consent: true, website: 'x', elapsedMs: 10 },
    })
    expect(robot.body.errors).toEqual({ form: fr.forms.spam })
    expect((await call('/:id/signup', { id: lead.id, body: ['x'] })).status).toBe(400)
    expect((await call('/:id/signup', { id: lead.id })).status).toBe(400)
    expect((await popupByName(lead.name)).signups).toBe(1)
  })

  it('counts a popup written in one language only, and offers it only in that language', async () => {
    const english = await ctx.payload.create({
      collection: 'popups',
      locale: 'en',
      data: {
        name: 'English only',
        kind: 'lead',
        trigger: 'delay',
        pages: ['/'],
        ...seedPopupData[0]!.en,
      },
      overrideAccess: true,
    })
    expect(titles((await call('/active', { query: '?locale=en&path=/en' })).body)).toEqual([
      seedPopupData[0]!.en.title,
    ])
    expect((await call('/active', { query: '?locale=fr&path=/fr' })).body.docs).toEqual([])
    expect((await call('/:id/view', { id: english.id, query: '?locale=en' })).status).toBe(200)
    expect((await popupByName('English only')).views).toBe(1)
    await ctx.payload.delete({ collection: 'popups', id: english.id, overrideAccess: true })
  })

  it('keeps counters out of public hands', async () => {
    const lead = await popupByName(seedPopupData[0]!.name)
    await expect(
      ctx.payload.update({
        collection: 'popups',
        id: lead.id,
        data: { views: 1000 },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const publicRead = await ctx.payload.findByID({
      collection: 'popups',
      id: lead.id,
      overrideAccess: false,
    })
    expect(publicRead).not.toHaveProperty('views')
  })
})
