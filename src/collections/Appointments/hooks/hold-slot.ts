import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
} from 'payload'

import { holdsSlot } from '@/features/booking/appointment-options'
import { lockCells } from '@/features/booking/lock-cells'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import { acquireLocks, releaseLocks } from '@/features/booking/slot-locks'

const sameTime = (data: Record<string, unknown>, original: Record<string, unknown> | undefined) =>
  Boolean(
    original &&
    new Date(String(data.start)).getTime() === new Date(String(original.start)).getTime() &&
    new Date(String(data.end)).getTime() === new Date(String(original.end)).getTime() &&
    holdsSlot(String(original.status)),
  )

/**
 * Runs last before the write: an appointment that holds its time (new, moved or reactivated)
 * takes its lock cells first; a taken cell stops the whole write with "slot just taken".
 */
export const holdSlot: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!holdsSlot(data.status)) return data
  if (sameTime(data, originalDoc) && originalDoc?.lockHolder) return data
  const rules = await readBookingRules(req.payload, new Date(), req)
  const cellsOf = (start: unknown, end: unknown) =>
    lockCells({ start: new Date(String(start)), end: new Date(String(end)) }, rules.bufferMinutes)
  // A move may overlap its own old time: the old cells are given back first...
  const previous = holdsSlot(originalDoc?.status) ? originalDoc?.lockHolder : undefined
  if (previous) await releaseLocks(req.payload, previous, req)
  try {
    data.lockHolder = await acquireLocks(req.payload, cellsOf(data.start, data.end), req)
  } catch (error) {
    // ...and taken again when the new time is refused, where no transaction undoes it (SQLite;
    // on PostgreSQL the rollback restores them, and a second connection would wait on it).
    if (previous && originalDoc && !req.transactionID) {
      data.lockHolder = await acquireLocks(
        req.payload,
        cellsOf(originalDoc.start, originalDoc.end),
      ).catch(() => undefined)
      await req.payload
        .update({
          collection: 'appointments',
          id: originalDoc.id,
          data: { lockHolder: data.lockHolder },
          overrideAccess: true,
        })
        .catch(() => undefined)
    }
    throw error
  }
  return data
}

/** Gives back the time an appointment no longer holds (moved, cancelled, done or deleted). */
export const releaseSlot: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const previous = previousDoc?.lockHolder
  if (previous && previous !== doc.lockHolder) await releaseLocks(req.payload, previous, req)
  if (doc.lockHolder && !holdsSlot(doc.status)) await releaseLocks(req.payload, doc.lockHolder, req)
  return doc
}

export const releaseDeletedSlot: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (doc.lockHolder) await releaseLocks(req.payload, doc.lockHolder, req)
  return doc
}
