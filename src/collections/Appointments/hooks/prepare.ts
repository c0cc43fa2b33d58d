import { randomUUID } from 'node:crypto'
import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { appointmentRefusal, movedEnd } from '@/features/booking/appointment-move'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import { isBookingService } from '@/features/booking/services'

const changed = (a: unknown, b: unknown) => String(a ?? '') !== String(b ?? '')

/**
 * A refused time or service, in the back office's language. In the production build Payload's
 * error formatter does not take an error thrown here for one of its own: it answers with the
 * message alone (the field it belongs to is lost; REST clients still find it in `data` when the
 * formatter does recognise it), and with "An unknown error occurred." when the error has no name,
 * which the build's renamed classes leave empty. So the message is the reason itself, which the
 * edit view shows in its toast, and the name is set by hand (Payload logs it at info).
 */
class AppointmentRefused extends APIError {
  constructor(message: string, path: 'end' | 'service') {
    super(message, 400, { errors: [{ message, path }] }, true)
    this.name = 'ValidationError'
  }
}

function refuse(
  req: PayloadRequest,
  path: 'end' | 'service',
  key: Parameters<typeof appointmentRefusal>[0],
): AppointmentRefused {
  return new AppointmentRefused(appointmentRefusal(key, req.i18n?.language), path)
}

/**
 * Completes an appointment before it is written: the end from the service's duration when the
 * owner only gave a start, the end moved with the start when the owner moved only the start (the
 * appointment keeps its length), the invitation's stable UID, and the SEQUENCE that calendars
 * need to replace an invitation (increased on every change of time or status). A refusal names
 * its field, in the back office's language.
 */
export const prepareAppointment: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const moved = operation === 'update' && originalDoc ? movedEnd(originalDoc, data) : undefined
  if (moved) data.end = moved
  if (data.start && !data.end && isBookingService(data.service)) {
    const rules = await readBookingRules(req.payload, new Date(), req)
    const start = new Date(data.start)
    data.end = new Date(start.getTime() + rules.durations[data.service] * 60_000).toISOString()
  }
  if (!data.start || !data.end || new Date(data.end) <= new Date(data.start)) {
    throw refuse(req, 'end', 'endBeforeStart')
  }
  if (data.kind !== 'block' && !isBookingService(data.service)) {
    throw refuse(req, 'service', 'serviceMissing')
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
