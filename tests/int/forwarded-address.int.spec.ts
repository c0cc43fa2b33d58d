import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { webVitalsEndpoints } from '@/collections/WebVitals/endpoints/report'
import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { resetRateLimits } from '@/platform/rate-limit/rate-limit'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * A visitor who writes X-Forwarded-For (or X-Real-IP) on each request is still counted, and
 * recorded, under the address of their connection when no trusted proxy sits in front.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
const attacker = '203.0.113.77'
const forged = (i: number) => ({
  ...connectedFrom(attacker),
  'x-forwarded-for': `10.71.0.${i}`,
  'x-real-ip': `10.72.0.${i}`,
})

beforeAll(async () => {
  ctx = await startPayload({ env: { RATE_LIMIT_PER_10_MIN: '1', TRUSTED_PROXIES: '' } })
  resetRateLimits()
  rest = await restClient()
})

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

describe('a forged forwarding header', () => {
  it('changes neither the address a sign-in is recorded under nor the one it counts for', async () => {
    const email = 'forged-forwarding@example.com'
    for (let i = 1; i <= 14; i++) {
      const answer = await rest('POST', 'admin-users/login', {
        body: { email, password: 'not-the-password-0123' },
        headers: forged(i),
      })
      expect(answer.status).not.toBe(200)
    }
    const { docs } = await ctx.payload.find({
      collection: 'admin-sign-ins',
      where: { email: { equals: email } },
      limit: 50,
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(new Set(docs.map((doc) => doc.ip))).toEqual(new Set([attacker]))
  })

  it('does not reset a public endpoint’s limit', async () => {
    const report = webVitalsEndpoints[0]!
    const statuses: number[] = []
    // The web vitals limit is ten times RATE_LIMIT_PER_10_MIN.
    for (let i = 1; i <= 14; i++) {
      const answer = await report.handler({
        payload: ctx.payload,
        headers: new Headers({ 'content-type': 'application/json', ...forged(i) }),
        text: async () => JSON.stringify({ path: '/fr', metrics: [{ name: 'LCP', value: 900 }] }),
      } as unknown as PayloadRequest)
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204))
    expect(statuses.slice(10)).toEqual(Array(4).fill(429))
  })
})

describe('an IPv6 client', () => {
  const vitals = (address: string) =>
    webVitalsEndpoints[0]!.handler({
      payload: ctx.payload,
      headers: new Headers({ 'content-type': 'application/json', ...connectedFrom(address) }),
      text: async () => JSON.stringify({ path: '/fr', metrics: [{ name: 'LCP', value: 900 }] }),
    } as unknown as PayloadRequest)

  it('is counted by its /64 whatever address of it it uses', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 12; i++) statuses.push((await vitals(`2001:db8:77:1::${i}`)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204))
    expect(statuses.slice(10)).toEqual([429, 429])
    expect((await vitals('2001:db8:77:2::1')).status).toBe(204)
  })

  it('gets one sign-in budget per /64, and is recorded under its full address', async () => {
    const email = 'ipv6-budget@example.com'
    const body = { email, password: 'not-the-password-0123' }
    const first = await rest('POST', 'admin-users/login', {
      body,
      headers: connectedFrom('2001:db8:78:1::1'),
    })
    expect(first.status).toBe(401)
    const second = await rest('POST', 'admin-users/login', {
      body,
      headers: connectedFrom('2001:db8:78:1:abcd::2'),
    })
    expect(second.status).toBe(429)
    const mapped = await rest('POST', 'admin-users/login', {
      body,
      headers: connectedFrom('::ffff:203.0.113.78'),
    })
    expect(mapped.status).toBe(401)
    expect(
      (
        await rest('POST', 'admin-users/login', {
          body,
          headers: connectedFrom('203.0.113.78'),
        })
      ).status,
    ).toBe(429)
    const { docs } = await ctx.payload.find({
      collection: 'admin-sign-ins',
      where: { email: { equals: email } },
      depth: 0,
    })
    expect(new Set(docs.map((doc) => doc.ip))).toEqual(
      new Set(['2001:db8:78:1::1', '203.0.113.78']),
    )
  })
})
