import type { Payload } from 'payload'

import type { Interval } from '@/features/booking/slots'

/**
 * The time already held between two instants: booked and confirmed appointments and the
 * owner's blocks (optionally without one appointment, the one being moved).
 */
export async function busyIntervals(
  payload: Payload,
  from: Date,
  to: Date,
  exceptId?: number,
): Promise<Interval[]> {
  const { docs } = await payload.find({
    collection: 'appointments',
    where: {
      and: [
        { status: { in: ['booked', 'confirmed'] } },
        { start: { less_than: to.toISOString() } },
        { end: { greater_than: from.toISOString() } },
        ...(exceptId ? [{ id: { not_equals: exceptId } }] : []),
      ],
    },
    pagination: false,
    depth: 0,
    select: { start: true, end: true },
    overrideAccess: true,
  })
  return docs.flatMap((doc) =>
    doc.start && doc.end ? [{ start: new Date(doc.start), end: new Date(doc.end) }] : [],
  )
}
