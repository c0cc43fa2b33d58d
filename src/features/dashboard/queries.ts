import type { Payload, Where } from 'payload'

import { newsSince } from '@/features/dashboard/visits'
import { lastWeeks, dayRanges } from '@/features/dashboard/weeks'
import {
  leadSources,
  leadStatuses,
  sourceLabels,
  statusLabels,
} from '@/features/leads/lead-options'

export type Count = { key: string; label: string; count: number }
export type DashboardAppointment = { id: number; start: string; name: string; service: string }

export type DashboardData = {
  today: DashboardAppointment[]
  week: DashboardAppointment[]
  /** Where "what's new" starts, and whether it is the first-visit window rather than a visit. */
  since: string
  firstVisit: boolean
  newLeads: number
  newContacts: number
  leadsByStatus: Count[]
  leadsBySource: Count[]
  capturesPerWeek: { label: string; start: string; end: string; count: number }[]
  topArticles: { id: number; title: string; language: string; views: number }[]
  outbox: { queued: number; failed: number; unsent: number }
  failedSyncs: number
}

const booked: Where = {
  and: [{ kind: { equals: 'appointment' } }, { status: { in: ['booked', 'confirmed'] } }],
}

/**
 * Every figure of the dashboard, each a bounded query (counts, or a few rows): the owner's
 * morning view costs the same with ten leads or ten thousand.
 */
export async function dashboardData(
  payload: Payload,
  now: Date,
  previousVisit: Date | null,
): Promise<DashboardData> {
  const count = async (
    collection: 'leads' | 'contacts' | 'lead-events' | 'email-outbox' | 'appointments',
    where: Where,
  ) => (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const { todayStart, todayEnd, weekEnd } = dayRanges(now)
  const appointments = async (from: Date, to: Date) => {
    const { docs } = await payload.find({
      collection: 'appointments',
      where: {
        and: [
          booked,
          { start: { greater_than_equal: from.toISOString() } },
          { start: { less_than: to.toISOString() } },
        ],
      },
      sort: 'start',
      limit: 50,
      depth: 0,
      select: { start: true, name: true, service: true },
      overrideAccess: true,
    })
    return docs.map((d) => ({
      id: d.id,
      start: d.start,
      name: d.name ?? '',
      service: d.service ?? '',
    }))
  }
  const news = newsSince(previousVisit, now)
  const sinceWhere: Where = { createdAt: { greater_than: news.from.toISOString() } }
  const weeks = lastWeeks(now)
  const [
    today,
    week,
    newLeads,
    newContacts,
    byStatus,
    bySource,
    perWeek,
    articles,
    queued,
    failed,
    unsent,
    failedSyncs,
  ] = await Promise.all([
    appointments(todayStart, todayEnd),
    appointments(todayEnd, weekEnd),
    count('leads', sinceWhere),
    count('contacts', sinceWhere),
    Promise.all(leadStatuses.map((s) => count('leads', { status: { equals: s } }))),
    Promise.all(leadSources.map((s) => count('leads', { source: { equals: s } }))),
    Promise.all(
      weeks.map((w) =>
        // Status changes and notes are lead events too, but not captures.
        count('lead-events', {
          and: [
            { type: { in: [...leadSources] } },
            { createdAt: { greater_than_equal: w.start.toISOString() } },
            { createdAt: { less_than: w.end.toISOString() } },
          ],
        }),
      ),
    ),
    payload.find({
      collection: 'blog-articles',
      where: { status: { equals: 'published' } },
      sort: '-views_count',
      limit: 5,
      depth: 0,
      select: { title: true, language: true, views_count: true },
      overrideAccess: true,
    }),
    count('email-outbox', { status: { equals: 'queued' } }),
    count('email-outbox', { status: { equals: 'failed' } }),
    count('email-outbox', { status: { equals: 'not_sent_no_smtp' } }),
    count('appointments', { calendarSync: { equals: 'failed' } }),
  ])
  return {
    today,
    week,
    since: news.from.toISOString(),
    firstVisit: news.firstVisit,
    newLeads,
    newContacts,
    leadsByStatus: leadStatuses.map((key, i) => ({
      key,
      label: statusLabels[key],
      count: byStatus[i]!,
    })),
    leadsBySource: leadSources.map((key, i) => ({
      key,
      label: sourceLabels[key],
      count: bySource[i]!,
    })),
    capturesPerWeek: weeks.map((w, i) => ({
      label: w.label,
      start: w.start.toISOString(),
      end: w.end.toISOString(),
      count: perWeek[i]!,
    })),
    topArticles: articles.docs.map((a) => ({
      id: a.id,
      title: a.title,
      language: a.language,
      views: a.views_count ?? 0,
    })),
    outbox: { queued, failed, unsent },
    failedSyncs,
  }
}
