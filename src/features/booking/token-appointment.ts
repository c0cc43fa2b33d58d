import type { Payload } from 'payload'

import { env } from '@/config/env'
import { holdsSlot } from '@/features/booking/appointment-options'
import { type LinkPurpose, verifyManageToken } from '@/features/booking/manage-token'
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

type Granted = NonNullable<Awaited<ReturnType<typeof grantedAppointment>>>

/** The appointment if the link is the latest one sent and the appointment still holds its time. */
function liveAppointment({ grant, appointment }: Granted): Appointment | null {
  if (!holdsSlot(appointment.status)) return null
  return (appointment.icsSequence ?? 0) === grant.sequence ? appointment : null
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
  return granted ? liveAppointment(granted) : null
}

/**
 * A link's page in one read: the appointment it may act on, or else what became of it when
 * the link was spent by the very next change (`spent-link.ts`).
 */
export async function linkState(
  payload: Payload,
  token: string,
  action: LinkPurpose,
): Promise<{ live: Appointment | null; spent: SpentLink | null }> {
  const granted = await grantedAppointment(payload, token, action)
  if (!granted) return { live: null, spent: null }
  const live = liveAppointment(granted)
  if (live || action === 'view') return { live, spent: null }
  return { live, spent: spentLinkOutcome(granted.grant, action, granted.appointment) }
}
