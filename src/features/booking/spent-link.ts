import { holdsSlot } from '@/features/booking/appointment-options'
import type { ManageAction, ManageGrant } from '@/features/booking/manage-token'
import type { Appointment } from '@/payload-types'

export type SpentLink =
  { outcome: 'cancelled' } | { outcome: 'moved'; start: string; timeZone: string | null }

/**
 * What became of the appointment of an e-mailed link that no longer acts: cancelled, or moved,
 * by the very next change after the link was sent (its sequence one further). That is what a
 * visitor sees after using the link without JavaScript (the page is drawn again once the post
 * is done, with the link spent) or on opening it again later: the outcome, not "this link is
 * no longer valid". Anything older, or another change, stays a dead link that says nothing.
 */
export function spentLinkOutcome(
  grant: Pick<ManageGrant, 'action' | 'sequence'>,
  action: ManageAction,
  appointment: Pick<Appointment, 'status' | 'start' | 'icsSequence' | 'timeZone'>,
): SpentLink | null {
  if (grant.action !== action) return null
  if ((appointment.icsSequence ?? 0) !== grant.sequence + 1) return null
  if (action === 'cancel' && appointment.status === 'cancelled') return { outcome: 'cancelled' }
  if (action === 'reschedule' && holdsSlot(appointment.status))
    return { outcome: 'moved', start: appointment.start, timeZone: appointment.timeZone ?? null }
  return null
}
