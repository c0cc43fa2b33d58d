import type { CollectionBeforeDeleteHook } from 'payload'

import { derivedWriteKey } from '@/features/security/audit-trail'

/**
 * A lead's timeline goes with it: its lines cannot outlive the lead they belong to (the
 * database refuses a line without its lead), and a person whose lead is deleted keeps no
 * history behind. One audit line, the lead's deletion, says it all.
 */
export const removeTimeline: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const derived = derivedWriteKey('lead-events')
  req.context[derived] = true
  try {
    await req.payload.delete({
      collection: 'lead-events',
      where: { lead: { equals: id } },
      overrideAccess: true,
      req,
    })
  } finally {
    delete req.context[derived]
  }
}
