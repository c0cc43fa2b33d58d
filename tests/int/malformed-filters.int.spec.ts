import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * Filters whose values do not fit their field (`where[id][in]=abc`), unknown operators and
 * filters that are not JSON, through Payload's real REST handlers: a 400 that says what is
 * wrong, logged at info, never a 500 with an error-level stack trace.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
let logged: { level: string; text: string }[] = []

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  const restPayload = await getPayload({ config: ctx.payload.config })
  for (const level of ['error', 'warn', 'info'] as const) {
    vi.spyOn(restPayload.logger, level).mockImplementation((...args: unknown[]) => {
      logged.push({ level, text: JSON.stringify(args) })
    })
  }
}, 120_000)

afterAll(async () => {
  vi.restoreAllMocks()
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

const malformed = [
  'blog-articles?where[id][in]=abc',
  'blog-articles?where[id][in][0]=1&where[id][in][1]=x',
  'projects?where[id][not_in]=abc',
  'popups?where[id][in]=abc',
  'blog-articles?where[id][equals]=1e999',
  'blog-articles?where[id][greater_than]=abc',
  'blog-articles?where[category][equals]=abc',
  'blog-articles?where[category][in]=abc',
  'blog-articles?where[or][0][id][in]=abc',
  'blog-articles?where[and][0][or][0][id][in]=abc',
  'blog-articles?where[published_at][greater_than]=notadate',
  'blog-articles?where[published_at][in]=abc',
  'blog-articles?where[createdAt][less_than]=yesterday',
  'blog-articles?where[id][near]=1',
  'blog-articles?where[title][foo]=x',
  'blog-articles?where[title]=x',
  'blog-articles/count?where[id][in]=abc',
]

describe('malformed filters', () => {
  it('answers 400 with what is wrong, logged at info', async () => {
    for (const path of malformed) {
      logged = []
      const response = await rest('GET', path)
      expect(response.status, path).toBe(400)
      const body = response.json() as { errors: { message: string }[] }
      expect(body.errors[0]?.message, path).toMatch(/expects|operator|filter|where|queried/i)
      expect(response.text, path).not.toMatch(/select|NaN|Something went wrong/i)
      expect(
        logged.filter((line) => line.level === 'error'),
        path,
      ).toEqual([])
    }
  })

  it('answers 400 to a filter that is not JSON', async () => {
    // The proxy refuses these before Payload runs (src/proxy.test.ts); this is the answer to
    // one that reaches Payload by a way the proxy does not see.
    for (const path of ['blog-articles?where=abc', 'leads?where=%7B', 'popups?data=x']) {
      const response = await rest('GET', path)
      expect(response.status, path).toBe(400)
      expect(response.json(), path).toEqual({
        errors: [{ message: expect.stringMatching(/parameter is not valid JSON/) }],
      })
    }
  })

  it('keeps well-formed filters working', async () => {
    const ok = [
      'blog-articles?where[id][in]=1,2',
      'blog-articles?where[id][in][0]=1&where[id][in][1]=2',
      'blog-articles?where[id][equals]=1',
      'blog-articles?where[id][greater_than]=0',
      'blog-articles?where[published_at][greater_than]=2020-01-01',
      'blog-articles?where[title][like]=site',
      'blog-articles?where[or][0][id][equals]=1&where[or][1][title][exists]=true',
      'blog-articles?where[category][exists]=false',
      `blog-articles?where=${encodeURIComponent('{"id":{"in":[1,2]}}')}`,
    ]
    for (const path of ok) expect((await rest('GET', path)).status, path).toBe(200)
    const { docs } = await ctx.payload.find({ collection: 'blog-articles', limit: 1, depth: 0 })
    const found = await rest('GET', `blog-articles?where[id][in]=${docs[0]!.id},abc`)
    expect(found.status).toBe(400)
  })

  it('refuses the same filters through the local API', async () => {
    await expect(
      ctx.payload.find({ collection: 'leads', where: { id: { in: ['abc'] } } }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
