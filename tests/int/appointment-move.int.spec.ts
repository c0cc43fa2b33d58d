import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRestPayload, restClient } from './support/rest'
import { signedInAdmin } from './support/signed-in-admin'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * The owner moves an appointment in the back office by changing its start, as the edit view
 * sends it (the whole document, the end as it was): it moves, keeping its length, and a time
 * the owner gets wrong is refused under its field, in the back office's language.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
let token = ''

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined } })
  rest = await restClient()
  token = await signedInAdmin(ctx.payload, 'owner-move@example.com')
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

// Far enough ahead to be free on any day the suite runs; a Tuesday and a Thursday.
const booked = { start: '2031-01-07T09:00:00.000Z', end: '2031-01-07T10:30:00.000Z' }

async function appointment(times: { start: string; end: string }) {
  const doc = await ctx.payload.create({
    collection: 'appointments',
    data: {
      kind: 'appointment',
      service: 'audit-technique',
      status: 'confirmed',
      email: 'client-move@example.com',
      name: 'Client',
      locale: 'fr',
      ...times,
    },
    overrideAccess: true,
  })
  return doc
}

type Refusal = {
  errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
}

describe('moving an appointment in the back office', () => {
  it('moves the end with a new start, keeping the length', async () => {
    const doc = await appointment(booked)
    const response = await rest('PATCH', `appointments/${doc.id}`, {
      token,
      body: { ...doc, start: '2031-01-09T14:00:00.000Z' },
    })
    expect(response.status, response.text).toBe(200)
    const moved = await ctx.payload.findByID({ collection: 'appointments', id: doc.id })
    expect([moved.start, moved.end]).toEqual([
      '2031-01-09T14:00:00.000Z',
      '2031-01-09T15:30:00.000Z',
    ])
    // The old time is free again, the new one held: another appointment fits the old one.
    const other = await ctx.payload.create({
      collection: 'appointments',
      data: { ...booked, kind: 'block', status: 'confirmed', locale: 'fr' },
      overrideAccess: true,
    })
    expect(other.id).toBeDefined()
  })

  it('refuses an end before the start under the end field, in the admin’s language', async () => {
    const doc = await appointment({
      start: '2031-01-14T09:00:00.000Z',
      end: '2031-01-14T09:30:00.000Z',
    })
    const wrong = { ...doc, start: '2031-01-14T11:00:00.000Z', end: '2031-01-14T10:00:00.000Z' }
    for (const [language, message] of [
      ['en', 'The end must be after the start.'],
      ['fr', 'La fin doit être après le début.'],
    ] as const) {
      const response = await rest('PATCH', `appointments/${doc.id}`, {
        token,
        body: wrong,
        headers: { 'Accept-Language': language },
      })
      expect(response.status, language).toBe(400)
      const { errors } = response.json() as Refusal
      // The reason is the message itself, which the edit view shows; the field comes with it.
      expect(errors[0]?.message, language).toBe(message)
      expect(errors[0]?.data?.errors, language).toEqual([{ path: 'end', message }])
    }
  })
})
