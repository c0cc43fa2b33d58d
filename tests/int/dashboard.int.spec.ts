import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dashboardData } from '@/features/dashboard/queries'
import { setupTasks } from '@/features/dashboard/setup-tasks'

import { startPayload, type TestContext } from './support/test-payload'

/**
 * The dashboard's figures against a real database: what an owner opening it for the first time
 * sees as new, and every e-mail that did not leave, whatever the reason.
 */
let ctx: TestContext
const now = new Date('2026-06-15T08:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

beforeAll(async () => {
  ctx = await startPayload()
  const leads: [string, number][] = [
    ['week-1@example.com', 1],
    ['week-6@example.com', 6],
    ['month@example.com', 20],
  ]
  for (const [email, age] of leads) {
    await ctx.payload.create({
      collection: 'leads',
      data: { email, status: 'new', source: 'contact', locale: 'fr', createdAt: daysAgo(age) },
      overrideAccess: true,
    })
  }
  const statuses = ['queued', 'failed', 'not_sent_no_smtp', 'not_sent_no_smtp', 'sent'] as const
  for (const [index, status] of statuses.entries()) {
    await ctx.payload.create({
      collection: 'email-outbox',
      data: {
        to: `reader-${index}@example.com`,
        subject: 'Votre demande',
        locale: 'fr',
        status,
        attempts: 0,
      },
      overrideAccess: true,
    })
  }
})

afterAll(async () => {
  await ctx?.close()
})

describe('the dashboard figures', () => {
  it('shows the last seven days as new on a first visit, not zero', async () => {
    const data = await dashboardData(ctx.payload, now, null)
    expect(data.firstVisit).toBe(true)
    expect(data.since).toBe(daysAgo(7))
    expect(data.newLeads).toBe(2)
  })

  it('counts from the previous visit once there is one', async () => {
    const data = await dashboardData(ctx.payload, now, new Date(daysAgo(2)))
    expect(data.firstVisit).toBe(false)
    expect(data.newLeads).toBe(1)
  })

  it('counts captures per week, not the status changes and notes of the same leads', async () => {
    const lead = await ctx.payload.create({
      collection: 'leads',
      data: { email: 'board@example.com', status: 'new', source: 'contact', locale: 'fr' },
      overrideAccess: true,
    })
    const lastWeek = async () =>
      (await dashboardData(ctx.payload, now, null)).capturesPerWeek.at(-1)!
    // An hour before `now` (a Monday morning): inside the running week, the chart's last bar.
    const anHourAgo = new Date(now.getTime() - 3_600_000).toISOString()
    const event = (type: 'contact' | 'status' | 'note') =>
      ctx.payload.create({
        collection: 'lead-events',
        data: { lead: lead.id, type, summary: type, occurredAt: anHourAgo, createdAt: anHourAgo },
        overrideAccess: true,
      })
    const before = (await lastWeek()).count
    await event('status')
    await event('note')
    expect((await lastWeek()).count).toBe(before)
    await event('contact')
    expect((await lastWeek()).count).toBe(before + 1)
  })

  it('counts e-mails kept back for lack of SMTP beside queued and failed ones', async () => {
    const { outbox } = await dashboardData(ctx.payload, now, null)
    expect(outbox).toEqual({ queued: 1, failed: 1, unsent: 2 })
  })
})

describe('the setup checklist', () => {
  it('lists the seed’s samples of a new site, and drops each once the owner replaces it', async () => {
    const seeded = await setupTasks(ctx.payload)
    expect(seeded.tasks).toEqual(
      expect.arrayContaining(['email', 'ownerName', 'portrait', 'siret', 'logo', 'projects']),
    )
    expect(seeded.sampleProjects).toBe(7)
    const before = await ctx.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    await ctx.payload.updateGlobal({
      slug: 'site-settings',
      data: { email: 'bonjour@atelier-alpes.fr', owner: { name: 'Propriétaire' } },
      context: { skipRevalidate: true },
      overrideAccess: true,
    })
    try {
      const after = await setupTasks(ctx.payload)
      expect(after.tasks).not.toContain('email')
      expect(after.tasks).not.toContain('ownerName')
      expect(after.tasks).toContain('portrait')
    } finally {
      await ctx.payload.updateGlobal({
        slug: 'site-settings',
        data: { email: before.email, owner: { name: before.owner?.name ?? null } },
        context: { skipRevalidate: true },
        overrideAccess: true,
      })
    }
  })
})
