import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import fr from '@/i18n/messages/fr.json'

import type { Posted } from './support/hostile-input'
import { publicForms } from './support/public-forms'
import { closeRestPayload } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * The forms' per-address limits as a visitor meets them, through the site's own server actions
 * on the real database: mistakes spend a separate, larger budget than accepted submissions.
 * Every call of a test comes from the one address the test sets.
 */
const request = vi.hoisted(() => ({ address: '' }))

vi.mock('next/headers', async () => {
  const { connectedFrom: from } = await import('@/platform/rate-limit/client-address-for-tests')
  return { headers: async () => new Headers(from(request.address)) }
})
vi.mock('next-intl/server', () => import('./support/next-request-double'))

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({
    env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com', RATE_LIMIT_PER_10_MIN: '10' },
  })
})

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

const tooMany = fr.forms.tooManyRequests.replace(/\{minutes.*\}\./, '10 minutes.')
const contact = publicForms.find((form) => form.name === 'contact')!
const send = (values: Record<string, Posted>) =>
  contact.submit({ locale: 'fr', posted: contact.encode(values) })
const valid = (n: number) => ({ ...contact.valid, email: `claire.${n}@example.com` })
const invalid = { ...contact.valid, email: 'claire-at-example' }
const storedContacts = async () =>
  (await ctx.payload.count({ collection: 'contacts', overrideAccess: true })).totalDocs

/** A visitor's typo on each form that has a per-address limit. */
function withTypo(values: Record<string, Posted>): Record<string, Posted> {
  return 'email' in values ? { ...values, email: 'claire-at-example' } : { ...values, revenue: '?' }
}

describe('the per-address limits of the public forms', () => {
  it('accepts a valid submission after a dozen mistakes, on every form', async () => {
    const forms = publicForms.filter((form) => form.name !== 'popup sign-up')
    for (const [i, form] of forms.entries()) {
      request.address = `203.0.113.${100 + i}`
      const values = { ...form.valid, ...(await form.prepare?.(ctx.payload)) }
      for (let typo = 0; typo < 12; typo++) {
        const outcome = await form.submit({ locale: 'fr', posted: form.encode(withTypo(values)) })
        expect(outcome.accepted, form.name).toBe(false)
        expect(outcome.formError, form.name).not.toBe(tooMany)
      }
      const outcome = await form.submit({ locale: 'fr', posted: form.encode(values) })
      expect(outcome, form.name).toMatchObject({ accepted: true })
    }
  })

  it('stores a valid submission after 12 invalid ones from the same address', async () => {
    request.address = '198.51.100.61'
    for (let i = 0; i < 12; i++) expect((await send(invalid)).accepted).toBe(false)
    const before = await storedContacts()
    expect(await send(valid(0))).toEqual({ accepted: true, errors: {} })
    expect(await storedContacts()).toBe(before + 1)
  })

  it('refuses the 11th valid submission of an address with the limit message', async () => {
    request.address = '198.51.100.62'
    for (let i = 1; i <= 10; i++) expect((await send(valid(i))).accepted).toBe(true)
    const before = await storedContacts()
    expect(await send(valid(11))).toMatchObject({ accepted: false, formError: tooMany })
    expect(await storedContacts()).toBe(before)
    // Another address is counted on its own.
    request.address = '198.51.100.63'
    expect((await send(valid(12))).accepted).toBe(true)
  })

  it('stores no more than 10 valid submissions sent at once from one address', async () => {
    request.address = '198.51.100.65'
    const before = await storedContacts()
    const outcomes = await Promise.all(Array.from({ length: 15 }, (_, i) => send(valid(100 + i))))
    expect(outcomes.filter((outcome) => outcome.accepted)).toHaveLength(10)
    expect(await storedContacts()).toBe(before + 10)
  })

  it('cuts a flood of invalid submissions once the refused budget of 50 is spent', async () => {
    request.address = '198.51.100.64'
    for (let i = 0; i < 50; i++) {
      const outcome = await send(invalid)
      expect(outcome.accepted).toBe(false)
      expect(outcome.errors.email).toBe(fr.contact.validation.email)
    }
    expect(await send(invalid)).toMatchObject({ accepted: false, errors: {}, formError: tooMany })
    const before = await storedContacts()
    expect(await send(valid(13))).toMatchObject({ accepted: false, formError: tooMany })
    expect(await storedContacts()).toBe(before)
  })
})

describe('a booking refused after it was counted (the slot taken meanwhile)', () => {
  it('gives its count back to the bookings’ limit on the shared store', async () => {
    const { countAcceptedSubmission, countAsRefused, submissionAllowed } =
      await import('@/platform/rate-limit/submission-budgets')
    const address = '198.51.100.80'
    for (let i = 0; i < 10; i++) await countAcceptedSubmission('booking', address)
    expect((await submissionAllowed('booking', address)).allowed).toBe(false)
    await countAsRefused('booking', address)
    expect(await submissionAllowed('booking', address)).toEqual({ allowed: true })
  })
})

describe('an e-mailed booking link refused by the limit', () => {
  it('offers the same button again, so the chosen time is kept', async () => {
    const { countAcceptedSubmission } = await import('@/platform/rate-limit/submission-budgets')
    const actions = await import('@/features/booking/manage-actions')
    request.address = '198.51.100.90'
    for (let i = 0; i < 10; i++) await countAcceptedSubmission('booking', request.address)
    const retry = { status: 'error', message: tooMany, next: 'retry' }
    expect(await actions.cancelAppointment('fr', 'token')).toEqual(retry)
    const start = '2030-01-07T09:00:00.000Z'
    expect(await actions.rescheduleAppointment('fr', 'token', start, 'Europe/Paris')).toEqual(retry)
  })
})

/** The popups' sign-up endpoint reads the address from its own request. */
describe('the popup sign-up limit', () => {
  it('accepts a sign-up after a dozen mistakes, and cuts a flood of them', async () => {
    const { popupEndpoints } = await import('@/collections/Popups/endpoints/popup-endpoints')
    const signup = popupEndpoints.find((endpoint) => endpoint.path === '/:id/signup')!
    const { docs } = await ctx.payload.find({
      collection: 'popups',
      where: { kind: { equals: 'lead' } },
      overrideAccess: true,
    })
    const post = async (address: string, email: string) => {
      const response = await signup.handler({
        payload: ctx.payload,
        url: 'http://localhost:3000/api/popups/signup',
        headers: new Headers(connectedFrom(address)),
        routeParams: { id: docs[0]!.id },
        json: async () => ({ email, consent: true, elapsedMs: 5000, locale: 'fr' }),
      } as unknown as Parameters<typeof signup.handler>[0])
      return response.status
    }
    for (let i = 0; i < 12; i++) expect(await post('198.51.100.70', 'claire-at-example')).toBe(400)
    expect(await post('198.51.100.70', 'claire.popup@example.com')).toBe(200)
    for (let i = 12; i < 50; i++) await post('198.51.100.70', 'claire-at-example')
    expect(await post('198.51.100.70', 'claire.popup2@example.com')).toBe(429)
    // Valid sign-ups spend the newsletter's own limit of 10, counted before anything is stored.
    for (let i = 0; i < 10; i++)
      expect(await post('198.51.100.71', `lea.${i}@example.com`)).toBe(200)
    expect(await post('198.51.100.71', 'lea.10@example.com')).toBe(429)
    const { totalDocs } = await ctx.payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'lea.10@example.com' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
