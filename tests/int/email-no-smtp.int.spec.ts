import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendEmail } from '@/platform/email/send-email'
import { unsentEmailNotice } from '@/features/email/unsent-notice'

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

  it('tells the dashboard that nothing leaves, counting every message not sent', async () => {
    const before = await unsentEmailNotice(ctx.payload)
    expect(before).not.toBeNull()
    await sendEmail(ctx.payload, {
      to: 'another@example.com',
      subject: 'Votre rendez-vous',
      locale: 'fr',
      text: 'À bientôt.',
      html: '<p>À bientôt.</p>',
    })
    for (const status of ['sent', 'failed', 'queued'] as const) {
      await ctx.payload.create({
        collection: 'email-outbox',
        data: { to: 'old@example.com', subject: 'Avant', locale: 'fr', status, attempts: 1 },
        overrideAccess: true,
      })
    }
    expect(await unsentEmailNotice(ctx.payload)).toEqual({ waiting: before!.waiting + 3 })
  })

  it('seeds the site settings on a fresh database', async () => {
    const settings = await ctx.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.email).toBe('contact@example.com')
  })
})
