import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeRestPayload, restClient } from './support/rest'
import { signedInAdmin } from './support/signed-in-admin'
import { startPayload, type TestContext } from './support/test-payload'
import { type SignedIn, twoFactorAdmin } from './support/two-factor-admin'

/**
 * The back office's CSV export (import-export plugin) through its real download endpoint, as the
 * list's "Exporter" menu calls it: visitors' text must never reach a spreadsheet as a formula.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
let token = ''
let twoFactor: { pending: SignedIn; verified: SignedIn }

const email = 'csv-formula@example.com'
const password = 'csv-export-password-0123'

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  token = await signedInAdmin(ctx.payload, 'owner-csv@example.com', password)
  const admin = await twoFactorAdmin(ctx.payload, 'owner-csv-2fa@example.com', password)
  const verified = await admin.verify(await admin.signIn())
  twoFactor = { verified, pending: await admin.signIn() }
  await ctx.payload.create({
    collection: 'leads',
    data: {
      email,
      name: '=1+2+cmd|"/c calc"!A1',
      company: '@SUM(A1:A9)',
      phone: '+33 6 12 34 56 78',
      notes: '-2+3\tand a tab',
      source: 'contact',
      locale: 'fr',
      status: 'new',
    },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

const download = (as: string) =>
  rest('POST', 'exports/download', {
    token: as,
    body: {
      data: {
        collectionSlug: 'leads',
        format: 'csv',
        fields: ['email', 'name', 'company', 'phone', 'notes'],
        where: { email: { equals: email } },
      },
    },
  })

describe('CSV export of a capture list', () => {
  it('prefixes every cell that would start a formula with a quote', async () => {
    const response = await download(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = response.text
    expect(csv).toContain(email)
    expect(csv).toContain(`"'=1+2+cmd|""/c calc""!A1"`)
    expect(csv).toContain(`'@SUM(A1:A9)`)
    expect(csv).toContain(`'+33 6 12 34 56 78`)
    expect(csv).toContain(`'-2+3\tand a tab`)
    // No cell of the data row starts with a formula character.
    const cells = csv.trim().split('\n').at(-1)!.split(',')
    for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/)
  })
})

describe('CSV export of the appointments', () => {
  it('downloads the filtered bookings with their visitor, time and status', async () => {
    const booked = await ctx.payload.create({
      collection: 'appointments',
      data: {
        kind: 'appointment',
        service: 'consultation',
        start: '2031-03-04T09:00:00.000Z',
        status: 'booked',
        name: 'Camille Export',
        email: 'camille-export@example.com',
        locale: 'fr',
      },
      overrideAccess: true,
    })
    const response = await rest('POST', 'exports/download', {
      token,
      body: {
        data: {
          collectionSlug: 'appointments',
          format: 'csv',
          fields: ['start', 'name', 'email', 'status'],
          where: { id: { equals: booked.id } },
        },
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const [header, row, ...others] = response.text.trim().split('\n')
    expect(header).toContain('start')
    expect(row).toContain('Camille Export')
    expect(row).toContain('camille-export@example.com')
    expect(row).toContain('2031-03-04T09:00:00.000Z')
    expect(row).toContain('booked')
    expect(others).toEqual([])
  })
})

describe('CSV export for an admin with two-factor sign-in', () => {
  it('downloads the list once the session has passed the second step', async () => {
    const response = await download(twoFactor.verified.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.text).toContain(email)
  })

  it('refuses, with an answer, a session still owing its second step', async () => {
    const response = await download(twoFactor.pending.token)
    expect(response.status).toBe(403)
    expect(response.text).not.toContain(email)
    // The admin's export button shows this message.
    expect(response.json()).toEqual({
      errors: [{ message: 'Export réservé aux administrateurs connectés.' }],
    })
  })

  it('refuses, with an answer, a caller without a session', async () => {
    const response = await download('')
    expect(response.status).toBe(403)
    expect(response.text).not.toContain(email)
  })
})

describe('CSV export failures', () => {
  it('refuses a collection that is not a capture list, such as the admin accounts', async () => {
    const response = await rest('POST', 'exports/download', {
      token,
      body: { data: { collectionSlug: 'admin-users', format: 'csv' } },
    })
    expect(response.status).toBe(400)
    expect(response.text).not.toContain('owner-csv@example.com')
  })

  it('answers an error status when reading the list fails midway', async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const restPayload = await getPayload({ config })
    const find = restPayload.find.bind(restPayload)
    const failing = vi
      .spyOn(restPayload, 'find')
      .mockImplementation(((options: { collection: string }) =>
        options.collection === 'leads'
          ? Promise.reject(new Error('database gone'))
          : find(options as Parameters<Payload['find']>[0])) as Payload['find'])
    try {
      const response = await download(token)
      expect(response.status).toBe(500)
      expect(response.text).not.toContain(email)
    } finally {
      failing.mockRestore()
    }
    expect((await download(token)).status).toBe(200)
  })
})
