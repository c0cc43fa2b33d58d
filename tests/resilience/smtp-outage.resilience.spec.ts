import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContactInput } from '@/features/contact/schema'
import { storeContact } from '@/features/contact/submit-contact'

import { TestSmtpServer } from '../int/support/smtp'
import { startPayload, type TestContext } from '../int/support/test-payload'

import { freePort } from './support/free-port'

const SUBMISSIONS = 100
let ctx: TestContext
let smtp: TestSmtpServer | undefined
let smtpPort: number

beforeAll(async () => {
  // Nobody listens there yet: the mail server is down from the first message.
  smtpPort = await freePort()
  ctx = await startPayload({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_PER_10_MIN: '1000' },
  })
}, 120_000)

afterAll(async () => {
  await ctx?.close()
  await smtp?.stop()
})

const outbox = async (status: string) =>
  (
    await ctx.payload.count({
      collection: 'email-outbox',
      where: { status: { equals: status } },
      overrideAccess: true,
    })
  ).totalDocs

describe('the mail server down during 100 contact messages, then back', () => {
  it('keeps every message, then delivers each e-mail exactly once', async () => {
    const contactsBefore = (await ctx.payload.count({ collection: 'contacts' })).totalDocs
    const visitors = Array.from({ length: SUBMISSIONS }, (_, i) => `visitor-${i}@example.com`)
    for (const [i, email] of visitors.entries()) {
      const input: ContactInput = {
        name: `Visiteur ${i}`,
        email,
        company: undefined,
        challenge: 'conversions',
        goals: 'revenue',
        projectType: 'webapp',
        project: `Refonte du site de la boutique numéro ${i}, avec prise de rendez-vous.`,
      }
      await storeContact(ctx.payload, input, 'fr', {
        ownerSubject: `Nouveau message ${i}`,
        ackSubject: `Accusé de réception ${i}`,
        ackText: 'Merci, votre message est bien arrivé.',
      })
    }
    expect((await ctx.payload.count({ collection: 'contacts' })).totalDocs).toBe(
      contactsBefore + SUBMISSIONS,
    )
    // Two e-mails per message (owner, visitor), none delivered, all kept.
    expect(await outbox('failed')).toBe(SUBMISSIONS * 2)

    smtp = new TestSmtpServer()
    await smtp.start(smtpPort)
    const deadline = Date.now() + 90_000
    while ((await outbox('sent')) < SUBMISSIONS * 2 && Date.now() < deadline) {
      await ctx.payload.jobs.run({ limit: 200, overrideAccess: true })
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    expect(await outbox('sent')).toBe(SUBMISSIONS * 2)
    // A run after the last delivery sends nothing again.
    await ctx.payload.jobs.run({ limit: 200, overrideAccess: true })

    const received = smtp.received.map((mail) => {
      const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1]
      return `${mail.to.join(',')} ${subject}`
    })
    expect(received).toHaveLength(SUBMISSIONS * 2)
    expect(new Set(received).size).toBe(SUBMISSIONS * 2)
    // Each visitor got their acknowledgement once; the owner got the hundred messages.
    const recipients = smtp.received.flatMap((mail) => mail.to)
    for (const email of visitors) expect(recipients.filter((to) => to === email)).toHaveLength(1)
    expect(recipients.filter((to) => !visitors.includes(to))).toHaveLength(SUBMISSIONS)
  }, 240_000)
})
