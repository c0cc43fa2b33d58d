import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { formData } from './support/hostile-input'
import { freeSlot } from './support/free-slot'
import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

// The booking form's server action runs here: only the request it reads is a double.
vi.mock('next/headers', () => import('./support/next-request-double'))
vi.mock('next-intl/server', () => import('./support/next-request-double'))

/**
 * A confirmed booking leads to its own confirmation page instead of answering the form's state:
 * without JavaScript the form's page was drawn again after the post, found its time taken (by
 * this very booking) and said "Ce créneau n’est pas disponible". The page's link also fetches
 * the e-mail's invitation, and nothing else.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined } })
  rest = await restClient()
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

async function confirm(locale: 'fr' | 'en', email: string, start: string) {
  const { submitBooking } = await import('@/features/booking/actions')
  const { redirectTarget } = await import('@/platform/framework/redirect-target')
  const posted = formData({
    intent: 'confirm',
    service: 'consultation-gratuite',
    start,
    tz: 'Europe/Paris',
    name: 'Camille Dubois',
    email,
    phone: '06 12 34 56 78',
    elapsedMs: '5000',
  })
  const answer = await submitBooking(locale, { status: 'details', attempt: 0 }, posted).then(
    (state) => ({ state }),
    (error: unknown) => ({ redirect: redirectTarget(error) }),
  )
  if (!('redirect' in answer) || !answer.redirect) {
    throw new Error(`no redirect: ${JSON.stringify(answer)}`)
  }
  return new URL(answer.redirect, 'http://localhost:3000')
}

const appointmentOf = async (email: string) => {
  const { docs } = await ctx.payload.find({
    collection: 'appointments',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs
}

describe('the booking confirmation', () => {
  it('a confirmed booking goes on to its confirmation page, in the visitor’s language', async () => {
    for (const [locale, path, day] of [
      ['fr', '/fr/reservation/confirmation', 1],
      ['en', '/en/booking/confirmation', 2],
    ] as const) {
      const email = `confirmation-${locale}@example.com`
      const target = await confirm(locale, email, await freeSlot(ctx.payload, day))
      expect(target.pathname).toBe(path)
      const [appointment, ...others] = await appointmentOf(email)
      expect(others).toEqual([])
      const { verifyManageToken } = await import('@/features/booking/manage-token')
      const { env } = await import('@/config/env')
      const token = target.searchParams.get('token')!
      const check = verifyManageToken(token, 'view', env().PAYLOAD_SECRET)
      expect(check.ok && check.grant.appointmentId).toBe(appointment!.id)
      expect(verifyManageToken(token, 'cancel', env().PAYLOAD_SECRET).ok).toBe(false)
      // Nothing failed: the page has nothing to warn about.
      expect(target.searchParams.get('failed')).toBeNull()
    }
  })

  it('its link downloads the appointment’s invitation, until the appointment changes', async () => {
    const email = 'invitation@example.com'
    const target = await confirm('fr', email, await freeSlot(ctx.payload, 3))
    const token = target.searchParams.get('token')!
    const [appointment] = await appointmentOf(email)
    const path = (value: string) => `appointments/invitation.ics?token=${encodeURIComponent(value)}`

    const download = await rest('GET', path(token))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
    expect(download.headers.get('cache-control')).toMatch(/no-store/)
    const event = new ICAL.Component(ICAL.parse(download.text)).getFirstSubcomponent('vevent')!
    expect(event.getFirstPropertyValue('uid')).toBe(appointment!.icsUid)
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(start.toJSDate().toISOString()).toBe(new Date(appointment!.start).toISOString())
    // The links the e-mail carries, in the invitation's description too.
    expect(String(event.getFirstPropertyValue('description'))).toMatch(
      /\/fr\/reservation\/annulation\?token=/,
    )

    const { manageToken } = await import('@/features/booking/links')
    for (const wrong of ['', 'guess', manageToken(appointment!, 'cancel'), `${token}x`]) {
      const refused = await rest('GET', path(wrong))
      expect(refused.status, wrong).toBe(404)
      expect(refused.text).not.toContain('BEGIN:VCALENDAR')
    }
    await ctx.payload.update({
      collection: 'appointments',
      id: appointment!.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await rest('GET', path(token))).status).toBe(404)
  })
})
