import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { diagnosticToken, isDiagnosticToken } from '@/features/diagnostic/diagnostic-token'
import { sendDiagnosticResults } from '@/features/diagnostic/send-diagnostic-results'
import { findDiagnostic, storeDiagnostic } from '@/features/diagnostic/store-diagnostic'
import { storeEstimate } from '@/features/estimator/store-estimate'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com' } })
})

afterAll(async () => {
  await ctx?.close()
})

const outbox = async (to: string) =>
  (
    await ctx.payload.find({
      collection: 'email-outbox',
      where: { to: { equals: to } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

const leadOf = async (email: string) => {
  const { docs } = await ctx.payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  const lead = docs[0]!
  const { docs: events } = await ctx.payload.find({
    collection: 'lead-events',
    where: { lead: { equals: lead.id } },
    sort: 'occurredAt',
    overrideAccess: true,
  })
  return { lead, events }
}

describe('business diagnostics', () => {
  it('stores every completed diagnostic anonymously, with its figures', async () => {
    const stored = await storeDiagnostic(
      ctx.payload,
      { revenue: '10k_25k', tasks: ['emails', 'reporting'], challenge: 'website' },
      'fr',
    )
    const doc = await ctx.payload.findByID({
      collection: 'diagnostics',
      id: stored.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(doc).toMatchObject({
      revenue: '10k_25k',
      tasks: ['emails', 'reporting'],
      challenge: 'website',
      hoursPerWeek: 6,
      yearlySavings: stored.result.yearlySavings,
      recommendedService: 'audit',
      qualified: false,
      locale: 'fr',
    })
    expect(doc.email ?? null).toBeNull()
    expect(doc.lead ?? null).toBeNull()
    expect(stored.token).toBe(diagnosticToken(stored.id))
    expect(isDiagnosticToken(stored.id, stored.token)).toBe(true)
    expect(isDiagnosticToken(stored.id + 1, stored.token)).toBe(false)
    expect((await findDiagnostic(ctx.payload, stored.id))?.stored.result).toEqual(stored.result)
    expect(await findDiagnostic(ctx.payload, 999_999)).toBeUndefined()
  })

  it('e-mails the results, feeds the lead and notifies the owner of a qualified diagnostic', async () => {
    const stored = await storeDiagnostic(
      ctx.payload,
      { revenue: '50k_100k', tasks: ['data_entry', 'emails', 'scheduling'], challenge: 'time' },
      'en',
    )
    const { qualified } = await sendDiagnosticResults(
      ctx.payload,
      stored,
      'marc@atelier.example',
      'en',
    )
    expect(qualified).toBe(true)

    const doc = await ctx.payload.findByID({
      collection: 'diagnostics',
      id: stored.id,
      overrideAccess: true,
      depth: 0,
    })
    const { lead, events } = await leadOf('marc@atelier.example')
    expect(doc).toMatchObject({ email: 'marc@atelier.example', qualified: true, lead: lead.id })
    expect(lead).toMatchObject({ source: 'diagnostic', locale: 'en' })
    expect(events.map((e) => [e.type, e.relatedCollection, e.relatedId])).toEqual([
      ['diagnostic', 'diagnostics', String(stored.id)],
    ])

    const [visitor] = await outbox('marc@atelier.example')
    expect(visitor).toMatchObject({ subject: 'Your business diagnostic', locale: 'en' })
    expect(visitor?.text).toContain('Artificial intelligence integration (From €2,000)')
    expect(visitor?.text).toContain('/en/free-expert-consultation')
    const owner = (await outbox('owner@example.com')).find((m) =>
      m.subject.includes('marc@atelier.example'),
    )
    expect(owner).toMatchObject({ locale: 'fr', replyTo: 'marc@atelier.example' })
    expect(owner?.text).toContain(`/admin/collections/diagnostics/${stored.id}`)
  })

  it('does not notify the owner of a diagnostic that is not qualified', async () => {
    const stored = await storeDiagnostic(
      ctx.payload,
      { revenue: 'under_10k', tasks: ['research'], challenge: 'productivity' },
      'fr',
    )
    const ownerMails = (await outbox('owner@example.com')).length
    const { qualified } = await sendDiagnosticResults(ctx.payload, stored, 'lea@example.com', 'fr')
    expect(qualified).toBe(false)
    const [visitor] = await outbox('lea@example.com')
    expect(visitor).toMatchObject({ subject: 'Votre diagnostic business', locale: 'fr' })
    expect(visitor?.html).toContain('<p>')
    expect(await outbox('owner@example.com')).toHaveLength(ownerMails)
  })
})

describe('estimates sent by e-mail', () => {
  it('stores the estimate in roi, adds it to the same lead and e-mails it', async () => {
    const { roi, estimate } = await storeEstimate(
      ctx.payload,
      {
        projectType: 'automation',
        budget: 'small',
        timeframe: 'urgent',
        email: 'Marc@Atelier.example',
      },
      'en',
    )
    expect(estimate).toMatchObject({ minPrice: 2600, maxPrice: 3900 })
    const { lead, events } = await leadOf('marc@atelier.example')
    const stored = await ctx.payload.findByID({
      collection: 'roi',
      id: roi.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({
      projectType: 'automation',
      service: 'ia',
      minPrice: 2600,
      maxPrice: 3900,
      minWeeks: 5,
      maxWeeks: 10,
      lead: lead.id,
      locale: 'en',
    })
    expect(events.map((e) => [e.type, e.relatedCollection])).toEqual([
      ['diagnostic', 'diagnostics'],
      ['estimate', 'roi'],
    ])
    const mail = (await outbox('Marc@Atelier.example')).at(-1)
    expect(mail).toMatchObject({ subject: 'Your project estimate', locale: 'en' })
    expect(mail?.text).toContain('€2,600 to €3,900')
    expect(mail?.text).toContain('/en/contact?projectType=automation&budget=small')
  })
})
