import type { Payload, PayloadRequest } from 'payload'

import { type FeedItem, feedItems } from '@/features/leads/activity/feed'
import type { AdminLanguage } from '@/i18n/admin-table'

/** Lines the lead's page draws; the full history stays one click away in the event list. */
export const feedLimit = 50

export type Feed = { items: FeedItem[]; total: number }

/** A lead's most recent timeline lines, read with the signed-in admin's access. */
export async function loadFeed(
  payload: Payload,
  user: PayloadRequest['user'],
  leadId: number,
  language: AdminLanguage,
  statusWords: (from: string, to: string) => string,
): Promise<Feed> {
  const { docs, totalDocs } = await payload.find({
    collection: 'lead-events',
    where: { lead: { equals: leadId } },
    sort: ['-occurredAt', '-id'],
    limit: feedLimit,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return { items: feedItems(docs, language, statusWords), total: totalDocs }
}

/** The event list filtered on one lead: its whole history. */
export const historyHref = (leadId: number) =>
  `/admin/collections/lead-events?${new URLSearchParams({ 'where[lead][equals]': String(leadId) })}`
