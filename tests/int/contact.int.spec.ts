import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storeContact } from '@/features/contact/submit-contact'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com' } })
})

afterAll(async () => {
  await ctx?.close()
})

describe('contact messages', () => {
  it('stores the message, links it to the lead timeline and queues both e-mails', async () => {
    await storeContact(
      ctx.payload,
      {
        name: 'Claire',
        email: 'Claire@Example.com',
        company: 'Atelier Lumière',
        challenge: 'automation',
        goals: 'efficiency',
        projectType: 'webapp',
        project: '<script>alert(1)</script> Nous voulons automatiser nos devis.',
        budget: 'medium',
        startedAt: 0,
      },
      'fr',
      {
        ownerSubject: 'Nouveau message de Claire',
        ackSubject: 'Bien reçu',
        ackText: 'Merci Claire',
      },
    )

    const { docs: contacts } = await ctx.payload.find({
      collection: 'contacts',
      overrideAccess: true,
    })
    expect(contacts).toHaveLength(1)
    const contact = contacts[0]!
    expect(contact).toMatchObject({ name: 'Claire', projectType: 'webapp', locale: 'fr' })

    const { docs: leads } = await ctx.payload.find({ collection: 'leads', overrideAccess: true })
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      email: 'claire@example.com',
      source: 'contact',
      company: 'Atelier Lumière',
    })
    expect(typeof contact.lead === 'object' ? contact.lead?.id : contact.lead).toBe(leads[0]!.id)

    const { docs: events } = await ctx.payload.find({
      collection: 'lead-events',
      overrideAccess: true,
    })
    expect(events[0]).toMatchObject({
      type: 'contact',
      relatedCollection: 'contacts',
      relatedId: String(contact.id),
    })

    const { docs: mails } = await ctx.payload.find({
      collection: 'email-outbox',
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(mails.map((m) => [m.to, m.subject, m.status])).toEqual([
      ['owner@example.com', 'Nouveau message de Claire', 'not_sent_no_smtp'],
      ['Claire@Example.com', 'Bien reçu', 'not_sent_no_smtp'],
    ])
    // Visitor text is escaped in the HTML the owner receives.
    expect(mails[0]?.html).toContain('&#60;script&#62;')
    expect(mails[0]?.html).not.toContain('<script>')
  })
})
