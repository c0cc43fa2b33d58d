import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * The back office's CSV export (import-export plugin) through its real download endpoint, as the
 * list's "Exporter" menu calls it: visitors' text must never reach a spreadsheet as a formula.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
let token = ''

const email = 'csv-formula@example.com'
const password = 'csv-export-password-0123'

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  await ctx.payload.create({
    collection: 'admin-users',
    data: { email: 'owner-csv@example.com', password, name: 'Owner', is_active: true },
    overrideAccess: true,
  })
  const login = await ctx.payload.login({
    collection: 'admin-users',
    data: { email: 'owner-csv@example.com', password },
  })
  token = login.token!
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

describe('CSV export of a capture list', () => {
  it('prefixes every cell that would start a formula with a quote', async () => {
    const response = await rest('POST', 'exports/download', {
      token,
      body: {
        data: {
          collectionSlug: 'leads',
          format: 'csv',
          fields: ['email', 'name', 'company', 'phone', 'notes'],
          where: { email: { equals: email } },
        },
      },
    })
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
