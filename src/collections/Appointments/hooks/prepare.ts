import { randomUUID } from 'node:crypto'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { readBookingRules } from '@/features/booking/queries/booking-rules'
import { isBookingService } from '@/features/booking/services'

const changed = (a: unknown, b: unknown) => String(a ?? '') !== String(b ?? '')

/**
 * Completes an appointment before it is written: the end from the service's duration when the
 * owner only gave a start, the invitation's stable UID, and the SEQUENCE that calendars need to
 * replace an invitation (increased on every change of time or status).
 */
export const prepareAppointment: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (data.start && !data.end && isBookingService(data.service)) {
    const rules = await readBookingRules(req.payload, new Date(), req)
    const start = new Date(data.start)
    data.end = new Date(start.getTime() + rules.durations[data.service] * 60_000).toISOString()
  }
  if (!data.start || !data.end || new Date(data.end) <= new Date(data.start)) {
    throw new APIError('La fin doit être après le début.', 400, undefined, true)
  }
  if (data.kind !== 'block' && !isBookingService(data.service)) {
    throw new APIError('Choisissez le service du rendez-vous.', 400, undefined, true)
  }
  if (operation === 'create') {
    data.icsUid = data.icsUid || `${randomUUID()}@rendez-vous`
    data.icsSequence = 0
  } else if (
    originalDoc &&
    (changed(data.start, originalDoc.start) ||
      changed(data.end, originalDoc.end) ||
      changed(data.status, originalDoc.status))
  ) {
    data.icsSequence = (originalDoc.icsSequence ?? 0) + 1
  }
  return data
}
