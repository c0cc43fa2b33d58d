import type { Payload } from 'payload'

import { env } from '@/config/env'
import { holdsSlot } from '@/features/booking/appointment-options'
import {
  type LinkPurpose,
  type ManageAction,
  verifyManageToken,
} from '@/features/booking/manage-token'
import { type SpentLink, spentLinkOutcome } from '@/features/booking/spent-link'
import type { Appointment } from '@/payload-types'

/**
 * The appointment a link may act on: signature, purpose and expiry checked, and the link must
 * be the latest one sent (same SEQUENCE) for an appointment that still holds its time.
 */
export async function appointmentForToken(
  payload: Payload,
  token: string,
  action: LinkPurpose,
): Promise<Appointment | null> {
  const check = verifyManageToken(token, action, env().PAYLOAD_SECRET)
  if (!check.ok) return null
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: check.grant.appointmentId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!appointment || !holdsSlot(appointment.status)) return null
  if ((appointment.icsSequence ?? 0) !== check.grant.sequence) return null
  return appointment
}

/** What became of the appointment of a link that no longer acts (`spent-link.ts`), if it says. */
export async function spentLinkFor(
  payload: Payload,
  token: string,
  action: ManageAction,
): Promise<SpentLink | null> {
  const check = verifyManageToken(token, action, env().PAYLOAD_SECRET)
  if (!check.ok) return null
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: check.grant.appointmentId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return appointment ? spentLinkOutcome(check.grant, action, appointment) : null
}
