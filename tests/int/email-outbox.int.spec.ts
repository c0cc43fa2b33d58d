import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CLAIM_LEASE_MS, claimOutboxRow } from '@/platform/email/claim'
import { deliverOutboxEmail, transportOf } from '@/platform/email/deliver'
import { EMAIL_RETRY } from '@/platform/email/deliver-task'
import { sendEmail } from '@/platform/email/send-email'
import { unsentEmailNotice } from '@/features/email/unsent-notice'

import { TestSmtpServer } from './support/smtp'
import { startPayload, type TestContext } from './support/test-payload'

const smtp = new TestSmtpServer()
let ctx: TestContext

beforeAll(async () => {
  const smtpUrl = await smtp.start()
  ctx = await startPayload({ env: { SMTP_URL: smtpUrl } })
})

afterAll(async () => {
  await ctx?.close()
  await smtp.stop()
})

async function outboxRow(subject: string) {
  const result = await ctx.payload.find({
    collection: 'email-outbox',
    where: { subject: { equals: subject } },
    overrideAccess: true,
  })
  expect(result.docs).toHaveLength(1)
  return result.docs[0]!
}

const deliveries = (subject: string) => smtp.received.filter((m) => m.raw.includes(subject))

/** A message whose first send failed, waiting for its retry. */
async function failedMessage(subject: string) {
  smtp.failing = true
  await sendEmail(ctx.payload, {
    to: 'client@example.com',
    subject,
    locale: 'fr',
    text: 'Bonjour.',
    html: '<p>Bonjour.</p>',
  })
  smtp.failing = false
  return outboxRow(subject)
}

describe('e-mail layer with a real SMTP server', () => {
  it('gives the dashboard no notice about missing SMTP', async () => {
    expect(await unsentEmailNotice(ctx.payload)).toBeNull()
  })

  it('stores the message, then delivers it with its language, text, HTML and attachment', async () => {
    await sendEmail(ctx.payload, {
      to: 'client@example.com',
      subject: 'Votre rendez-vous',
      locale: 'fr',
      text: 'Bonjour, voici votre confirmation.',
      html: '<p>Bonjour, voici votre confirmation.</p>',
      attachments: [
        { filename: 'rendez-vous.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
      ],
    })
    const row = await outboxRow('Votre rendez-vous')
    expect(row).toMatchObject({
      to: 'client@example.com',
      locale: 'fr',
      status: 'sent',
      attempts: 1,
    })
    expect(row.attachments?.map((a) => a.filename)).toEqual(['rendez-vous.ics'])
    const mail = smtp.received.find((m) => m.raw.includes('Votre rendez-vous'))
    expect(mail?.to).toEqual(['client@example.com'])
    expect(mail?.raw).toContain('Content-Language: fr')
    expect(mail?.raw).toContain('rendez-vous.ics')
  })

  it('keeps a message the server refuses, retries it with backoff and delivers it once after recovery', async () => {
    smtp.failing = true
    await sendEmail(ctx.payload, {
      to: 'prospect@example.com',
      subject: 'Your free consultation',
      locale: 'en',
      text: 'Hello, here is your confirmation.',
      html: '<p>Hello, here is your confirmation.</p>',
      replyTo: 'owner@example.com',
      headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe?t=abc>' },
    })
    const failed = await outboxRow('Your free consultation')
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, locale: 'en' })
    expect(failed.lastError).toMatch(/451|temporarily/i)

    // The queued retry still fails while the server is down.
    await ctx.payload.jobs.run({ overrideAccess: true })
    expect(await outboxRow('Your free consultation')).toMatchObject({
      status: 'failed',
      attempts: 2,
    })

    smtp.failing = false
    // Nothing runs before the backoff delay has passed.
    await ctx.payload.jobs.run({ overrideAccess: true })
    expect((await outboxRow('Your free consultation')).status).toBe('failed')

    // The backoff is read from the clock: moving the clock on past it stands for the wait.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    try {
      vi.setSystemTime(Date.now() + EMAIL_RETRY.baseDelayMs * 2 + 500)
      await ctx.payload.jobs.run({ overrideAccess: true })
      await ctx.payload.jobs.run({ overrideAccess: true })
    } finally {
      vi.useRealTimers()
    }
    const delivered = await outboxRow('Your free consultation')
    expect(delivered).toMatchObject({ status: 'sent', attempts: 3, lastError: null })
    const mails = smtp.received.filter((m) => m.raw.includes('Your free consultation'))
    expect(mails).toHaveLength(1)
    // What the retry sends is the stored message, headers included.
    expect(mails[0]?.raw).toContain('Reply-To: owner@example.com')
    expect(mails[0]?.raw).toContain('List-Unsubscribe: <https://example.com/unsubscribe?t=abc>')
  })

  it('sends a message once when two workers (two instances) deliver it at the same time', async () => {
    const row = await failedMessage('Deux instances, un e-mail')
    const send = transportOf(ctx.payload)
    if (!send) throw new Error('SMTP transport expected')
    smtp.delayMs = 400
    const results = await Promise.all([
      deliverOutboxEmail(ctx.payload, row.id, send),
      deliverOutboxEmail(ctx.payload, row.id, send),
    ])
    smtp.delayMs = 0
    expect(results.sort()).toEqual([false, true])
    expect(deliveries('Deux instances, un e-mail')).toHaveLength(1)
    expect(await outboxRow('Deux instances, un e-mail')).toMatchObject({
      status: 'sent',
      attempts: 2,
      claimedUntil: null,
    })
    // The worker that lost finds the message sent on its retry, and sends nothing.
    expect(await deliverOutboxEmail(ctx.payload, row.id, send)).toBe(true)
    expect(deliveries('Deux instances, un e-mail')).toHaveLength(1)
  })

  it('leaves a message to the worker sending it, and takes it over when that worker died', async () => {
    const row = await failedMessage('Worker lost')
    const send = transportOf(ctx.payload)
    if (!send) throw new Error('SMTP transport expected')
    // Another instance holds the message (its lease runs).
    expect(await claimOutboxRow(ctx.payload, row.id)).toBe(2)
    expect(await deliverOutboxEmail(ctx.payload, row.id, send)).toBe(false)
    expect(deliveries('Worker lost')).toHaveLength(0)

    // That instance claimed it long ago and never finished: its lease has run out.
    const row2 = await failedMessage('Worker died')
    const longAgo = new Date(Date.now() - CLAIM_LEASE_MS - 1000)
    expect(await claimOutboxRow(ctx.payload, row2.id, longAgo)).toBe(2)
    expect(await deliverOutboxEmail(ctx.payload, row2.id, send)).toBe(true)
    expect(deliveries('Worker died')).toHaveLength(1)
    expect(await outboxRow('Worker died')).toMatchObject({ status: 'sent', attempts: 3 })
  })
})

describe('jobs left behind by a worker that stopped', () => {
  it('hands a job marked as running for too long back to the queue, which then delivers it', async () => {
    const { releaseStaleJobs, STALE_JOB_MS } = await import('@/platform/jobs/stale-jobs')
    const { runSql } = await import('@/platform/setup/raw-sql')
    const row = await failedMessage('Job orphelin')
    // The worker that took the job died: the job stays marked as running.
    const stoppedAt = new Date(Date.now() - STALE_JOB_MS - 60_000).toISOString()
    await runSql(
      ctx.payload,
      (sql) => sql`
        UPDATE "payload_jobs" SET "processing" = true, "wait_until" = NULL,
          "updated_at" = ${stoppedAt}
        WHERE "completed_at" IS NULL`,
    )
    await ctx.payload.jobs.run({ overrideAccess: true })
    expect(deliveries('Job orphelin')).toHaveLength(0)

    expect(await releaseStaleJobs(ctx.payload)).toBeGreaterThan(0)
    // A job another worker runs right now (recently updated) is left alone.
    expect(await releaseStaleJobs(ctx.payload)).toBe(0)
    await ctx.payload.jobs.run({ overrideAccess: true })
    expect(deliveries('Job orphelin')).toHaveLength(1)
    expect((await ctx.payload.findByID({ collection: 'email-outbox', id: row.id })).status).toBe(
      'sent',
    )
  })
})
