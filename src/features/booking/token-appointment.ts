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

/** The link's grant (signature, purpose, expiry checked) and the appointment it names. */
async function grantedAppointment(payload: Payload, token: string, action: LinkPurpose) {
  const check = verifyManageToken(token, action, env().PAYLOAD_SECRET)
  if (!check.ok) return null
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: check.grant.appointmentId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return appointment ? { grant: check.grant, appointment } : null
}

/**
 * The appointment a link may act on: signature, purpose and expiry checked, and the link must
 * be the latest one sent (same SEQUENCE) for an appointment that still holds its time.
 */
export async function appointmentForToken(
  payload: Payload,
  token: string,
  action: LinkPurpose,
): Promise<Appointment | null> {
  const granted = await grantedAppointment(payload, token, action)
  if (!granted || !holdsSlot(granted.appointment.status)) return null
  if ((granted.appointment.icsSequence ?? 0) !== granted.grant.sequence) return null
  return granted.appointment
}

/** What became of the appointment of a link that no longer acts (`spent-link.ts`), if it says. */
export async function spentLinkFor(
  payload: Payload,
  token: string,
  action: ManageAction,
): Promise<SpentLink | null> {
  const granted = await grantedAppointment(payload, token, action)
  return granted ? spentLinkOutcome(granted.grant, action, granted.appointment) : null
}
