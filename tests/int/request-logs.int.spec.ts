import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { pino } from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storeContact } from '@/features/contact/submit-contact'
import { runInRequestScope } from '@/platform/logging/request-logger'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

// A mail server that refuses every recipient quoting the address, as real ones do
// ("550 <jane@...>: Recipient address rejected"): the refusal reaches the delivery log.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo: (address, _session, callback) =>
    callback(
      Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      }),
    ),
})
const lines: string[] = []
let ctx: TestContext

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  ctx = await startPayload({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, OWNER_EMAIL: 'owner@example.com' },
  })
  // Payload's logger writes to the process's stdout; the same options (src/payload.config.ts)
  // write here instead, so the test reads what production would print.
  const { logger } = ctx.payload.config
  if (typeof logger !== 'object' || !('options' in logger)) throw new Error('logger options')
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  ctx.payload.logger = pino({ ...logger.options, level: 'info' }, stream)
  // The REST handlers run their own instance (see support/rest.ts): it writes here too.
  const { getPayload } = await import('payload')
  ;(await getPayload({ config: ctx.payload.config })).logger = ctx.payload.logger
})

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('logs of a visitor request', () => {
  it('tie an e-mail failure of a contact message to its request id, without personal data', async () => {
    const visitor = { name: 'Héloïse Martin', email: 'heloise.martin@example.net' }
    await runInRequestScope(new Headers({ 'x-request-id': 'edge-7f3a9c21d4e8' }), () =>
      storeContact(
        ctx.payload,
        {
          ...visitor,
          company: 'Atelier Martin',
          challenge: 'automation',
          goals: 'efficiency',
          projectType: 'webapp',
          project: 'Nous voulons automatiser nos devis, appelez le 06 12 34 56 78.',
          budget: 'medium',
          startedAt: 0,
        },
        'fr',
        {
          ownerSubject: `Nouveau message de ${visitor.name}`,
          ackSubject: 'Bien reçu',
          ackText: `Merci ${visitor.name}`,
        },
      ),
    )

    const { docs } = await ctx.payload.find({ collection: 'email-outbox', overrideAccess: true })
    expect(docs.map((doc) => doc.status)).toEqual(['failed', 'failed'])
    const failures = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'E-mail delivery failed, will retry')
    expect(failures).toHaveLength(2)
    for (const failure of failures) {
      expect(failure).toMatchObject({ level: 50, reqId: 'edge-7f3a9c21d4e8' })
      expect(String(failure.reason)).toContain('Recipient address rejected')
    }
    const output = lines.join('\n')
    for (const personal of [visitor.email, 'owner@example.com', visitor.name, '06 12 34 56 78']) {
      expect(output).not.toContain(personal)
    }
  })
})

describe('logs of a refused request', () => {
  it('are one info line, without the stack', async () => {
    const rest = await restClient()
    const password = 'request-logs-password-0123'
    await ctx.payload.create({
      collection: 'admin-users',
      data: { email: 'owner-logs@example.com', password, name: 'Owner', is_active: true },
      overrideAccess: true,
    })
    const { token } = await ctx.payload.login({
      collection: 'admin-users',
      data: { email: 'owner-logs@example.com', password },
    })
    const appointment = {
      kind: 'appointment',
      service: 'consultation',
      start: '2031-03-04T09:00:00.000Z',
      status: 'booked',
      name: 'Camille Roux',
      email: 'camille.roux@example.net',
      locale: 'fr',
    }
    const book = () => rest('POST', 'appointments', { token: token!, body: appointment })
    expect((await book()).status).toBe(201)
    lines.length = 0
    expect((await book()).status).toBe(409)
    expect((await rest('GET', 'leads')).status).toBe(403)

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries).toEqual([
      expect.objectContaining({ level: 30, status: 409, msg: expect.stringContaining('créneau') }),
      // Payload's own rule (by class name, intact outside the production build).
      expect.objectContaining({ level: 30, msg: expect.stringContaining('autorisé') }),
    ])
    expect(entries.some((entry) => 'err' in entry)).toBe(false)
  })
})
