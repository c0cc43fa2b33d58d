import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addLeadNote } from '@/features/leads/activity/add-note'
import { loadFeed } from '@/features/leads/activity/feed-query'
import { loadBoard } from '@/features/leads/board/board-queries'
import { changeLeadStatus } from '@/features/leads/board/change-status'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'

import { startPayload, type TestContext } from './support/test-payload'

/**
 * The pipeline board's moves and the lead page's notes, through the functions the server
 * actions call once they have checked the admin: the admin's own access, one timeline line per
 * move, one audit line per admin act.
 */
let ctx: TestContext
let admin: Awaited<ReturnType<typeof signedInAdmin>>

async function signedInAdmin() {
  const doc = await ctx.payload.create({
    collection: 'admin-users',
    data: {
      email: 'pipeline-owner@example.com',
      password: 'pipeline-password-0123456789',
      name: 'Pipeline Owner',
      is_active: true,
    },
    overrideAccess: true,
  })
  // As Payload hands the signed-in user to the request.
  return { ...doc, collection: 'admin-users' as const }
}

async function timelineOf(leadId: number) {
  const { docs } = await ctx.payload.find({
    collection: 'lead-events',
    where: { lead: { equals: leadId } },
    sort: ['occurredAt', 'id'],
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function auditOf(entity: string, recordId?: number) {
  const { docs } = await ctx.payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { entity: { equals: entity } },
        ...(recordId ? [{ record_id: { equals: String(recordId) } }] : []),
      ],
    },
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const newLead = (email: string) =>
  recordLeadActivity(ctx.payload, {
    email,
    locale: 'fr',
    source: 'contact',
    summary: 'Message : refonte du site',
    name: 'Marie Durand',
    at: new Date('2026-11-20T09:00:00Z'),
  })

beforeAll(async () => {
  ctx = await startPayload()
  admin = await signedInAdmin()
}, 120_000)

afterAll(async () => {
  await ctx?.close()
})

describe('moving a lead on the board', () => {
  it('changes its status and writes one timeline line and one audit line', async () => {
    const lead = await newLead('moved-lead@example.com')
    const auditBefore = (await auditOf('lead-events')).length

    const moved = await changeLeadStatus(ctx.payload, admin, lead.id, 'contacted')

    expect(moved.status).toBe('contacted')
    const timeline = await timelineOf(lead.id)
    expect(timeline.map((event) => event.type)).toEqual(['contact', 'status'])
    expect(timeline[1]).toMatchObject({
      fromStatus: 'new',
      toStatus: 'contacted',
      summary: 'Statut : Nouveau → Contacté',
    })
    const audit = await auditOf('leads', lead.id)
    expect(audit.map((line) => [line.action, line.fields, line.actor])).toEqual([
      ['update', 'status', admin.id],
    ])
    expect(await auditOf('lead-events')).toHaveLength(auditBefore)
  })

  it('writes nothing when the card goes back to its own column', async () => {
    const lead = await newLead('same-column@example.com')
    await changeLeadStatus(ctx.payload, admin, lead.id, 'new')
    expect((await timelineOf(lead.id)).map((event) => event.type)).toEqual(['contact'])
  })

  it('refuses a caller who is not a signed-in admin, and changes nothing', async () => {
    const lead = await newLead('visitor-move@example.com')
    await expect(changeLeadStatus(ctx.payload, null, lead.id, 'won')).rejects.toThrow()
    const stored = await ctx.payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(stored.status).toBe('new')
    expect(await timelineOf(lead.id)).toHaveLength(1)
  })

  it('shows the move in the lead’s feed, in the admin’s language', async () => {
    const lead = await newLead('feed-move@example.com')
    await changeLeadStatus(ctx.payload, admin, lead.id, 'proposal')
    const feed = await loadFeed(ctx.payload, admin, lead.id, 'en', (from, to) => `${from} → ${to}`)
    expect(feed.total).toBe(2)
    expect(feed.items.map((item) => [item.type, item.text])).toEqual([
      ['status', 'New → Proposal'],
      ['contact', 'Message : refonte du site'],
    ])
    expect(feed.items[1]!.date).toBe('November 20, 2026 at 10:00 AM')
  })
})

describe('deleting a lead', () => {
  it('removes its timeline with it, in one audit line', async () => {
    const lead = await newLead('deleted-lead@example.com')
    await changeLeadStatus(ctx.payload, admin, lead.id, 'lost')
    const auditBefore = (await auditOf('lead-events')).length
    await ctx.payload.delete({
      collection: 'leads',
      id: lead.id,
      user: admin,
      overrideAccess: false,
    })
    expect(await timelineOf(lead.id)).toHaveLength(0)
    const audit = await auditOf('leads', lead.id)
    expect(audit.map((line) => line.action)).toEqual(['update', 'delete'])
    expect(await auditOf('lead-events')).toHaveLength(auditBefore)
  })
})

describe('the board’s columns', () => {
  it('count every lead of a status but draw only its most recent cards', async () => {
    for (let i = 0; i < 23; i++) {
      const lead = await newLead(`lost-${i}@example.com`)
      await changeLeadStatus(ctx.payload, admin, lead.id, 'lost')
    }
    const lost = (await loadBoard(ctx.payload, admin)).find((column) => column.status === 'lost')!
    expect(lost.count).toBeGreaterThanOrEqual(23)
    expect(lost.cards).toHaveLength(20)
    expect(lost.cards.every((card) => card.status === 'lost')).toBe(true)
  })

  it('are closed to a caller who is not an admin', async () => {
    await expect(loadBoard(ctx.payload, null)).rejects.toThrow()
  })
})

describe('notes', () => {
  it('adds the admin’s note to the lead’s timeline', async () => {
    const lead = await newLead('noted-lead@example.com')
    await addLeadNote(ctx.payload, admin, lead.id, 'Rappeler mardi pour le devis.')
    const timeline = await timelineOf(lead.id)
    expect(timeline.at(-1)).toMatchObject({
      type: 'note',
      summary: 'Rappeler mardi pour le devis.',
    })
  })

  it('lets no one write another kind of line by hand, nor a visitor a note', async () => {
    const lead = await newLead('forged-line@example.com')
    await expect(
      ctx.payload.create({
        collection: 'lead-events',
        data: { lead: lead.id, type: 'status', summary: 'x', occurredAt: new Date().toISOString() },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(addLeadNote(ctx.payload, null, lead.id, 'spam')).rejects.toThrow()
    expect(await timelineOf(lead.id)).toHaveLength(1)
  })
})
