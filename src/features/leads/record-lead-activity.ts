import type { Payload } from 'payload'

import { type LeadSource, normalizeEmail } from '@/features/leads/lead-options'
import type { Locale } from '@/i18n/locales'
import type { Lead } from '@/payload-types'

export type LeadActivity = {
  email: string
  locale: Locale
  source: LeadSource
  summary: string
  name?: string
  company?: string
  phone?: string
  related?: { collection: string; id: string | number }
  at?: Date
}

/** Fields a capture may fill in; a value the lead already has is never blanked or replaced. */
function missingDetails(lead: Lead | undefined, activity: LeadActivity) {
  const details: Partial<Pick<Lead, 'name' | 'company' | 'phone'>> = {}
  for (const key of ['name', 'company', 'phone'] as const) {
    const value = activity[key]?.trim()
    if (value && !lead?.[key]) details[key] = value
  }
  return details
}

async function findLead(payload: Payload, email: string): Promise<Lead | undefined> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

async function findOrCreateLead(payload: Payload, activity: LeadActivity, email: string) {
  const existing = await findLead(payload, email)
  if (existing) return existing
  try {
    return await payload.create({
      collection: 'leads',
      data: {
        email,
        locale: activity.locale,
        source: activity.source,
        status: 'new',
        ...missingDetails(undefined, activity),
      },
      overrideAccess: true,
    })
  } catch (error) {
    // Another capture for the same address won the race; the unique index kept one lead.
    const winner = await findLead(payload, email)
    if (winner) return winner
    throw error
  }
}

/**
 * Every capture goes through here: one lead per address (created on first contact), details it
 * lacked filled in, and one timeline event for what the person just did.
 */
export async function recordLeadActivity(payload: Payload, activity: LeadActivity): Promise<Lead> {
  const email = normalizeEmail(activity.email)
  const at = (activity.at ?? new Date()).toISOString()
  const lead = await findOrCreateLead(payload, activity, email)
  const updated = await payload.update({
    collection: 'leads',
    id: lead.id,
    data: { ...missingDetails(lead, activity), lastActivityAt: at },
    overrideAccess: true,
    depth: 0,
  })
  await payload.create({
    collection: 'lead-events',
    data: {
      lead: lead.id,
      type: activity.source,
      summary: activity.summary,
      occurredAt: at,
      relatedCollection: activity.related?.collection,
      relatedId: activity.related ? String(activity.related.id) : undefined,
    },
    overrideAccess: true,
  })
  return updated
}
