import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { isLeadStatus, type LeadStatus, statusLabels } from '@/features/leads/lead-options'
import { derivedWriteKey } from '@/features/security/audit-trail'
import type { Lead } from '@/payload-types'

/**
 * Every status change, from the pipeline board, the lead's form or the REST API, becomes one
 * line of the lead's timeline. Written in the same request (and transaction) as the change, so
 * the two never disagree; the line is the site's own record, hence written past the collection's
 * access, which lets no one create it by hand.
 */
export const recordStatusChange: CollectionAfterChangeHook<Lead> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const from: unknown = previousDoc?.status
  const to: unknown = doc.status
  if (!isLeadStatus(from) || !isLeadStatus(to) || from === to) return doc
  // The audit log already has the admin's change of the lead; the line it causes is not another.
  const derived = derivedWriteKey('lead-events')
  req.context[derived] = true
  try {
    await createLine(req, doc.id, from, to)
  } finally {
    delete req.context[derived]
  }
  return doc
}

async function createLine(req: PayloadRequest, lead: number, from: LeadStatus, to: LeadStatus) {
  await req.payload.create({
    collection: 'lead-events',
    data: {
      lead,
      type: 'status',
      // Stored in French like the captures' summaries; the feed names both ends in the
      // admin's own language from the two fields below.
      summary: `Statut : ${statusLabels[from]} → ${statusLabels[to]}`,
      occurredAt: new Date().toISOString(),
      fromStatus: from,
      toStatus: to,
    },
    overrideAccess: true,
    req,
  })
}
