import type { InvitationEvent } from '@/features/booking/ics'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { isBookingService } from '@/features/booking/services'
import type { Appointment } from '@/payload-types'

/** The business as the organiser of its appointments: the settings' site name and e-mail. */
export type Organizer = { name: string; email: string }

/** How an appointment reads in the owner's own calendar (CalDAV and the private feed). */
export function ownerEvent(appointment: Appointment, organizer: Organizer): InvitationEvent {
  const service = isBookingService(appointment.service)
    ? serviceLabelsFr[appointment.service]
    : 'Créneau bloqué'
  return {
    uid: appointment.icsUid ?? `${appointment.id}@rendez-vous`,
    sequence: appointment.icsSequence ?? 0,
    start: new Date(appointment.start),
    end: new Date(appointment.end ?? appointment.start),
    summary: appointment.name ? `${service} – ${appointment.name}` : service,
    description: [appointment.email, appointment.phone, appointment.notes]
      .filter(Boolean)
      .join('\n'),
    cancelled: appointment.status === 'cancelled',
    organizer,
  }
}
