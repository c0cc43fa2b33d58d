import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { webVitalsEndpoints } from '@/collections/WebVitals/endpoints/report'
import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { resetRateLimits } from '@/platform/rate-limit/rate-limit'
import { vitalsByPath } from '@/features/seo/vitals/aggregate'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { RATE_LIMIT_PER_10_MIN: '2' } })
  resetRateLimits()
})

afterAll(async () => {
  await ctx?.close()
})

let ip = 0
async function report(
  body: string,
  contentType = 'application/json',
  address = `203.0.113.${++ip}`,
) {
  const response = await webVitalsEndpoints[0]!.handler({
    payload: ctx.payload,
    headers: new Headers({ 'content-type': contentType, ...connectedFrom(address) }),
    text: async () => body,
  } as unknown as PayloadRequest)
  return response.status
}

const rows = async () => (await ctx.payload.count({ collection: 'web-vitals' })).totalDocs

describe('the web vitals endpoint', () => {
  it('stores one row per figure and aggregates them per path', async () => {
    for (const lcp of [1200, 1800, 2600, 3400]) {
      const body = JSON.stringify({
        path: '/fr/services',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'TTFB', value: 300 },
        ],
      })
      expect(await report(body)).toBe(204)
    }
    expect(await rows()).toBe(8)
    const [services] = await vitalsByPath(ctx.payload, 28, '/fr/services')
    expect(services).toEqual({
      path: '/fr/services',
      samples: 4,
      p75: { LCP: 2600, TTFB: 300 },
      score: 80,
    })
  })

  it.each([
    ['not JSON', 'path=/fr', 'application/x-www-form-urlencoded', 415],
    ['malformed JSON', '{"path":', 'application/json', 400],
    [
      'an admin path',
      JSON.stringify({ path: '/admin', metrics: [{ name: 'LCP', value: 1 }] }),
      'application/json',
      400,
    ],
    [
      'an unknown metric',
      JSON.stringify({ path: '/fr', metrics: [{ name: 'FID', value: 1 }] }),
      'application/json',
      400,
    ],
    [
      'a huge value',
      JSON.stringify({ path: '/fr', metrics: [{ name: 'CLS', value: 1e9 }] }),
      'application/json',
      400,
    ],
    [
      'a huge body',
      JSON.stringify({ path: `/fr/${'a'.repeat(3000)}`, metrics: [] }),
      'application/json',
      413,
    ],
    [
      'extra fields',
      JSON.stringify({ path: '/fr', metrics: [{ name: 'LCP', value: 1 }], email: 'a@b.c' }),
      'application/json',
      400,
    ],
  ])('refuses %s and stores nothing', async (_label, body, type, status) => {
    const before = await rows()
    expect(await report(body, type)).toBe(status)
    expect(await rows()).toBe(before)
  })

  it('limits the reports of one address', async () => {
    const body = JSON.stringify({ path: '/en', metrics: [{ name: 'CLS', value: 0.01 }] })
    const statuses = []
    for (let i = 0; i < 25; i++)
      statuses.push(await report(body, 'application/json', '198.51.100.7'))
    expect(statuses.filter((s) => s === 204)).toHaveLength(20)
    expect(statuses.at(-1)).toBe(429)
  })
})
