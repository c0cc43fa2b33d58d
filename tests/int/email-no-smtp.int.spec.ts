import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendEmail } from '@/features/email/send-email'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined } })
})

afterAll(async () => {
  await ctx?.close()
})

describe('e-mail layer without SMTP', () => {
  it('keeps every message in the outbox as not sent', async () => {
    await sendEmail(ctx.payload, {
      to: 'visitor@example.com',
      subject: 'Message bien reçu',
      locale: 'fr',
      text: 'Merci pour votre message.',
      html: '<p>Merci pour votre message.</p>',
    })
    const { docs } = await ctx.payload.find({ collection: 'email-outbox', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      to: 'visitor@example.com',
      subject: 'Message bien reçu',
      status: 'not_sent_no_smtp',
      text: 'Merci pour votre message.',
    })
  })

  it('seeds the site settings on a fresh database', async () => {
    const settings = await ctx.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.email).toBe('contact@example.com')
  })
})
