import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freeSlot } from './support/free-slot'
import type { Posted } from './support/hostile-input'
import { publicForms } from './support/public-forms'
import { closeRestPayload } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * Mail to an address a visitor typed goes to whoever owns that address, who asked for nothing:
 * text from the form must not ride along. Every form that mails the visitor runs here as its
 * server action, with a name (and for the audit a site address) built to phish the recipient.
 */
vi.mock('next/headers', () => import('./support/next-request-double'))
vi.mock('next-intl/server', () => import('./support/next-request-double'))

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com' } })
})

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

const hostileNames = [
  'Claire\nvalidez votre dossier sur https://evil.example/login',
  'Claire validez votre dossier sur evil.example',
  'Claire, appelez le 01 23 45 67 89',
  `Claire ${'a'.repeat(80)}`,
]
const formsWithName = ['contact', 'technical audit', 'booking', 'guide download']
let victims = 0
let bookingDay = 0

async function submit(formName: string, values: Record<string, Posted>, locale = 'fr') {
  const form = publicForms.find((candidate) => candidate.name === formName)!
  const to = `victim-${(victims += 1)}@example.com`
  // One booking per day: each takes that day's first slot.
  const prepared =
    formName === 'booking'
      ? { start: await freeSlot(ctx.payload, (bookingDay += 1)) }
      : await form.prepare?.(ctx.payload)
  const outcome = await form.submit({
    locale,
    posted: form.encode({ ...form.valid, ...prepared, ...values, email: to }),
  })
  expect(outcome, formName).toMatchObject({ accepted: true })
  const { docs } = await ctx.payload.find({
    collection: 'email-outbox',
    where: { to: { equals: to } },
    overrideAccess: true,
  })
  expect(docs.length, formName).toBeGreaterThan(0)
  return docs.map((mail) =>
    [
      mail.subject,
      mail.text,
      mail.html,
      ...(mail.attachments ?? []).map((file) =>
        Buffer.from(file.content ?? '', 'base64').toString('utf8'),
      ),
    ].join('\n'),
  )
}

describe('e-mails sent to the address a visitor typed', () => {
  it.each(formsWithName.flatMap((form) => hostileNames.map((name) => [form, name] as const)))(
    '%s: the name %j never reaches the queued mail',
    async (form, name) => {
      for (const mail of await submit(form, { name })) {
        for (const piece of ['evil.example', 'validez', '01 23 45', 'aaaaaaaaaa']) {
          expect(mail).not.toContain(piece)
        }
      }
    },
  )

  it('technical audit: the site address typed in the form is not repeated', async () => {
    const mails = await submit('technical audit', { siteUrl: 'https://evil.example/login' })
    for (const mail of mails) expect(mail).not.toContain('evil.example')
  })

  it.each(formsWithName.filter((form) => form !== 'technical audit'))(
    '%s: a plain name still greets the visitor, in their language',
    async (form) => {
      const [french] = await submit(form, { name: 'Anne-Sophie O’Brien' })
      expect(french).toContain('Bonjour Anne-Sophie O’Brien,')
      const [english] = await submit(form, { name: 'Zoë Dupont' }, 'en')
      expect(english).toContain('Hello Zoë Dupont,')
    },
  )
})
