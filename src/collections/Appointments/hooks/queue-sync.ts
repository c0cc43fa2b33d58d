import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { caldavConfig, deleteEvent } from '@/features/booking/caldav'
import { queueCalendarSync, CALLER_HANDLES_EFFECTS } from '@/features/booking/calendar-sync'
import { requestLogger } from '@/platform/logging/request-logger'

const moved = (doc: Record<string, unknown>, previous: Record<string, unknown> | undefined) =>
  !previous ||
  ['start', 'end', 'status', 'name', 'service'].some(
    (field) => String(doc[field] ?? '') !== String(previous[field] ?? ''),
  )

/** Changes made in the admin reach the owner's CalDAV calendar through the jobs queue. */
export const queueSync: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!req.context[CALLER_HANDLES_EFFECTS] && moved(doc, previousDoc)) {
    await queueCalendarSync(req.payload, doc.id)
  }
  return doc
}

/** A deleted appointment leaves the calendar too (one attempt: the row is gone for a retry). */
export const deleteFromCalendar: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const calendar = caldavConfig()
  if (calendar && doc.icsUid) {
    await deleteEvent(calendar, doc.icsUid).catch((error: unknown) =>
      requestLogger(req.payload, req.headers).warn(
        { err: error, uid: doc.icsUid },
        'Calendar event not deleted',
      ),
    )
  }
  return doc
}
