import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeRestPayload, restClient, type RestMethod } from './support/rest'
import { signedInAdmin } from './support/signed-in-admin'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * Ids and file names that name nothing, through Payload's real REST handlers: a 404 in Payload's
 * error shape, never a 500 (the database refused the NaN that `abc` became, and a missing file
 * was reported as a server fault), and nothing in the log at error level: a visitor's typo is
 * not a fault the owner must look into.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
let token = ''
let errorsLogged: string[] = []

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  token = await signedInAdmin(ctx.payload, 'owner-ids@example.com')
  const restPayload = await getPayload({ config: ctx.payload.config })
  vi.spyOn(restPayload.logger, 'error').mockImplementation((...args: unknown[]) => {
    errorsLogged.push(JSON.stringify(args))
  })
}, 120_000)

afterAll(async () => {
  vi.restoreAllMocks()
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

async function expectNotFound(method: RestMethod, path: string, asAdmin: boolean) {
  const response = await rest(method, path, asAdmin ? { token } : {})
  const who = `${method} ${path} ${asAdmin ? 'admin' : 'anonymous'}`
  expect(response.status, who).toBe(404)
  expect(response.json(), who).toEqual({ errors: [{ message: expect.any(String) }] })
  expect(response.text, who).not.toMatch(/select|NaN|query/i)
}

describe('malformed ids and missing files', () => {
  it('answers 404 to an id that is not a number, signed in or not', async () => {
    errorsLogged = []
    for (const path of ['blog-articles/abc', 'popups/abc', 'projects/%27', 'media/Infinity']) {
      await expectNotFound('GET', path, false)
    }
    for (const path of ['leads/%27', 'contacts/abc', 'blog-articles/abc', 'admin-users/x']) {
      await expectNotFound('GET', path, true)
    }
    await expectNotFound('DELETE', 'leads/abc', true)
    expect(errorsLogged).toEqual([])
  })

  it('answers 404 to a media file that does not exist', async () => {
    await expectNotFound('GET', 'media/file/nonexistent.webp', false)
    await expectNotFound('GET', 'media/file/nonexistent.webp', true)
  })

  it('keeps the answers of well-formed ids and existing files', async () => {
    expect((await rest('GET', 'blog-articles/999999')).status).toBe(404)
    expect((await rest('GET', 'leads/%27')).status).toBe(403)
    const { docs } = await ctx.payload.find({ collection: 'media', limit: 1, depth: 0 })
    const media = docs[0]!
    expect((await rest('GET', `media/${media.id}`)).status).toBe(200)
    const file = await rest('GET', `media/file/${encodeURIComponent(media.filename!)}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
  })
})
