import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storeAuditRequest } from '@/features/audits/submit-audit'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com' } })
})

afterAll(async () => {
  await ctx?.close()
})

describe('technical audit requests', () => {
  it('stores the request as requested, puts it on the lead timeline and queues both e-mails', async () => {
    const audit = await storeAuditRequest(
      ctx.payload,
      {
        siteUrl: 'https://boulangerie-martin.example',
        company: 'Boulangerie du Marché',
        name: undefined,
        email: 'Contact@Boulangerie.example',
        concerns: 'Our online ordering page is slow and <b>customers</b> give up.',
      },
      'en',
    )
    expect(audit.status).toBe('requested')

    const { docs: leads } = await ctx.payload.find({
      collection: 'leads',
      where: { email: { equals: 'contact@boulangerie.example' } },
      overrideAccess: true,
    })
    expect(leads[0]).toMatchObject({
      source: 'audit',
      company: 'Boulangerie du Marché',
      locale: 'en',
    })
    const { docs: events } = await ctx.payload.find({
      collection: 'lead-events',
      where: { lead: { equals: leads[0]!.id } },
      overrideAccess: true,
    })
    expect(events.map((e) => [e.type, e.relatedCollection, e.relatedId])).toEqual([
      ['audit', 'audits', String(audit.id)],
    ])
    const stored = await ctx.payload.findByID({
      collection: 'audits',
      id: audit.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.lead).toBe(leads[0]!.id)

    const { docs: mails } = await ctx.payload.find({
      collection: 'email-outbox',
      sort: 'createdAt',
      overrideAccess: true,
    })
    const owner = mails.find((m) => m.to === 'owner@example.com')
    expect(owner).toMatchObject({ locale: 'fr', replyTo: 'Contact@Boulangerie.example' })
    expect(owner?.subject).toContain('Nouvelle demande d’audit')
    // Visitor text is escaped in the HTML version.
    expect(owner?.html).toContain('&#60;b&#62;customers&#60;/b&#62;')
    const ack = mails.find((m) => m.to === 'Contact@Boulangerie.example')
    expect(ack).toMatchObject({
      locale: 'en',
      subject: 'Your technical audit request has been received',
    })
    expect(ack?.text).toContain('€589 flat fee')
  })
})
