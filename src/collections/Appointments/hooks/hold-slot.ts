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
  const rules = await readBookingRules(req.payload)
  const cells = lockCells(
    { start: new Date(data.start), end: new Date(data.end) },
    rules.bufferMinutes,
  )
  data.lockHolder = await acquireLocks(req.payload, cells, req)
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
