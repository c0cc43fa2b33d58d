import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRestPayload, restClient, type RestMethod } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * What Payload's REST API answers an anonymous caller never names the server's own address
 * (host and port as the server received the request, behind the reverse proxy) or its
 * database: `/api/payload-migrations` used to answer 501 "Cannot GET http://localhost:3000/…".
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

/** The address the reverse proxy reaches the server at, unlike the public `SITE_URL`. */
const internal = 'http://10.20.30.40:4567'

/** What must not appear: the internal host and port, the database's address. */
function internalNames(): string[] {
  const database = process.env.DATABASE_URL ?? ''
  const file = database.replace(/^file:/, '')
  return ['10.20.30.40', ':4567', database, file].filter((name) => name.length > 4)
}

const call = (method: RestMethod, path: string) =>
  rest(method, path, { origin: internal, body: method === 'GET' ? undefined : {} })

describe('REST answers to anonymous callers', () => {
  it('the migrations collection answers as an unknown route: 404, the path only', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      for (const path of ['payload-migrations', 'payload-migrations/1']) {
        const answer = await call(method, path)
        expect(answer.status, `${method} ${path}`).toBe(404)
        expect(answer.json()).toEqual({ message: `Route not found "/api/${path}"` })
      }
    }
  })

  it('no collection or global names the internal address or the database', async () => {
    const slugs = ctx.payload.config.collections.map((collection) => collection.slug)
    const globals = ctx.payload.config.globals.map((global) => `globals/${global.slug}`)
    const leaks: string[] = []
    for (const base of [...slugs, ...globals]) {
      for (const path of [base, `${base}/1`, `${base}/abc`, `${base}?where[nope][equals]=1`]) {
        for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as RestMethod[]) {
          const answer = await call(method, path)
          if (internalNames().some((name) => answer.text.includes(name)))
            leaks.push(`${method} ${path} (${answer.status})`)
        }
      }
    }
    expect(leaks).toEqual([])
  })
})
