import { generatePayloadCookie } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext
let token: string

const site = 'https://www.example.com'
const email = 'cookie-check@example.com'
const password = 'a-long-enough-password-42'

beforeAll(async () => {
  ctx = await startPayload({ env: { SITE_URL: site } })
  await ctx.payload.create({
    collection: 'admin-users',
    data: { email, password, name: 'cookie-check', is_active: true },
    overrideAccess: true,
  })
  const result = await ctx.payload.login({ collection: 'admin-users', data: { email, password } })
  token = result.token!
}, 120_000)

afterAll(async () => {
  await ctx?.close()
})

const cookieHeader = () => `${ctx.payload.config.cookiePrefix}-token=${token}`

describe('the back office session cookie on a site served over HTTPS', () => {
  it('is HttpOnly, Secure and SameSite=Lax', () => {
    const cookie = generatePayloadCookie({
      collectionAuthConfig: ctx.payload.collections['admin-users'].config.auth,
      cookiePrefix: ctx.payload.config.cookiePrefix,
      token,
    })
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/SameSite=Lax/)
  })

  it('signs in a request from the site itself, not one another site makes the browser send (CSRF)', async () => {
    const fromSite = await ctx.payload.auth({
      headers: new Headers({ cookie: cookieHeader(), origin: site }),
    })
    expect(fromSite.user?.email).toBe(email)
    const forged = await ctx.payload.auth({
      headers: new Headers({ cookie: cookieHeader(), origin: 'https://evil.example.net' }),
    })
    expect(forged.user).toBeNull()
    const crossSite = await ctx.payload.auth({
      headers: new Headers({ cookie: cookieHeader(), 'sec-fetch-site': 'cross-site' }),
    })
    expect(crossSite.user).toBeNull()
  })
})
