import { initI18n } from '@payloadcms/translations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendDiagnosticResults } from '@/features/diagnostic/send-diagnostic-results'
import { storeDiagnostic } from '@/features/diagnostic/store-diagnostic'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com' } })
})

afterAll(async () => {
  await ctx?.close()
})

/** The diagnostic as the back office reads it, in one of its languages. */
const titleIn = async (id: number | string, language: 'fr' | 'en') => {
  const i18n = await initI18n({ config: ctx.payload.config.i18n, context: 'client', language })
  const doc = await ctx.payload.findByID({
    collection: 'diagnostics',
    id,
    overrideAccess: true,
    req: { i18n },
  })
  return doc.title
}

describe('a diagnostic’s title', () => {
  it('says the visitor stayed anonymous, in the admin’s language', async () => {
    const stored = await storeDiagnostic(
      ctx.payload,
      { revenue: '25k_50k', tasks: ['emails'], challenge: 'time' },
      'fr',
    )
    expect(await titleIn(stored.id, 'fr')).toBe('Diagnostic anonyme')
    expect(await titleIn(stored.id, 'en')).toBe('Anonymous diagnostic')
  })

  it('is the visitor’s e-mail once they leave it, their company when they give one', async () => {
    const stored = await storeDiagnostic(
      ctx.payload,
      { revenue: 'over_100k', tasks: ['reporting'], challenge: 'clients' },
      'en',
    )
    const email = `title-${Date.now()}@example.com`
    await sendDiagnosticResults(ctx.payload, stored, email, 'en')
    expect(await titleIn(stored.id, 'en')).toBe(email)

    await ctx.payload.update({
      collection: 'diagnostics',
      id: stored.id,
      data: { company: 'Boulangerie Martin' },
      overrideAccess: true,
    })
    expect(await titleIn(stored.id, 'fr')).toBe('Boulangerie Martin')
    // The list sorts and searches on the stored title.
    const { docs } = await ctx.payload.find({
      collection: 'diagnostics',
      where: { title: { equals: 'Boulangerie Martin' } },
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.id)).toEqual([stored.id])
  })
})
