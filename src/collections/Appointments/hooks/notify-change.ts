import type { CollectionAfterChangeHook } from 'payload'

import { holdsSlot } from '@/features/booking/appointment-options'
import { CALLER_HANDLES_EFFECTS } from '@/features/booking/calendar-sync'
import { notifyVisitor } from '@/features/booking/notify'
import { queueReminder } from '@/features/booking/reminder-task'
import { requestLogger } from '@/platform/logging/request-logger'

/**
 * The owner cancels or moves a visitor's appointment in the admin: the visitor gets the
 * cancellation or the updated invitation (with new links), and a moved one a new reminder.
 */
export const notifyAdminChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.context[CALLER_HANDLES_EFFECTS]) return doc
  if (doc.kind !== 'appointment' || !doc.email || !previousDoc) return doc
  const wasActive = holdsSlot(previousDoc.status)
  const cancelled = wasActive && doc.status === 'cancelled'
  const moved =
    wasActive &&
    holdsSlot(doc.status) &&
    new Date(doc.start).getTime() !== new Date(previousDoc.start).getTime()
  try {
    if (cancelled) await notifyVisitor(req.payload, doc, 'cancel')
    if (moved) {
      await notifyVisitor(req.payload, doc, 'change')
      await queueReminder(req.payload, doc)
    }
  } catch (error) {
    requestLogger(req.payload, req.headers).error(
      { err: error, appointment: doc.id },
      'Visitor not told of the change',
    )
  }
  return doc
}
