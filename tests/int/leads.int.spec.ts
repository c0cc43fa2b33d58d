import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordLeadActivity } from '@/features/leads/record-lead-activity'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
})

afterAll(async () => {
  await ctx?.close()
})

async function leadsFor(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs
}

async function timelineOf(leadId: number) {
  const { docs } = await ctx.payload.find({
    collection: 'lead-events',
    where: { lead: { equals: leadId } },
    sort: 'occurredAt',
    overrideAccess: true,
  })
  return docs
}

describe('lead spine', () => {
  it('keeps one lead per address whatever its case, and fills in missing details only', async () => {
    const first = await recordLeadActivity(ctx.payload, {
      email: 'Claire@Example.com',
      locale: 'fr',
      source: 'diagnostic',
      summary: 'Diagnostic terminé : 10 h perdues par semaine',
      at: new Date('2026-11-01T09:00:00Z'),
    })
    await recordLeadActivity(ctx.payload, {
      email: '  claire@example.COM ',
      locale: 'en',
      source: 'contact',
      summary: 'Message : refonte du site',
      name: 'Claire',
      company: 'Atelier Lumière',
      at: new Date('2026-11-02T09:00:00Z'),
    })
    await recordLeadActivity(ctx.payload, {
      email: 'claire@example.com',
      locale: 'fr',
      source: 'newsletter',
      summary: 'Inscription à la newsletter',
      name: 'Someone else',
      at: new Date('2026-11-03T09:00:00Z'),
    })

    const leads = await leadsFor('claire@example.com')
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      id: first.id,
      email: 'claire@example.com',
      name: 'Claire',
      company: 'Atelier Lumière',
      source: 'diagnostic',
      locale: 'fr',
      status: 'new',
    })
    expect(new Date(String(leads[0]?.lastActivityAt)).toISOString()).toBe(
      '2026-11-03T09:00:00.000Z',
    )
    const timeline = await timelineOf(first.id)
    expect(timeline.map((event) => event.type)).toEqual(['diagnostic', 'contact', 'newsletter'])
  })

  it('shows the timeline on the lead, newest first', async () => {
    const lead = (await leadsFor('claire@example.com'))[0]!
    const withTimeline = await ctx.payload.findByID({
      collection: 'leads',
      id: lead.id,
      depth: 1,
      overrideAccess: true,
    })
    const summaries = (withTimeline.timeline?.docs ?? []).map((event) =>
      typeof event === 'object' ? event.summary : event,
    )
    expect(summaries[0]).toBe('Inscription à la newsletter')
    expect(summaries).toHaveLength(3)
  })

  it('creates a single lead when captures for a new address arrive together', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        recordLeadActivity(ctx.payload, {
          email: 'rush@example.com',
          locale: 'en',
          source: 'popup',
          summary: `Popup sign-up ${index}`,
        }),
      ),
    )
    const leads = await leadsFor('rush@example.com')
    expect(leads).toHaveLength(1)
    expect(await timelineOf(leads[0]!.id)).toHaveLength(5)
  })

  it('refuses a second lead with the same address at the database level', async () => {
    await expect(
      ctx.payload.create({
        collection: 'leads',
        data: { email: 'RUSH@example.com', locale: 'en', source: 'contact', status: 'new' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})
