/** What an appointment row is: a booking, or time the owner blocked in the calendar. */
export const appointmentKinds = ['appointment', 'block'] as const
export type AppointmentKind = (typeof appointmentKinds)[number]

export const appointmentStatuses = [
  'booked',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
] as const
export type AppointmentStatus = (typeof appointmentStatuses)[number]

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  booked: 'Réservé',
  confirmed: 'Confirmé',
  cancelled: 'Annulé',
  completed: 'Terminé',
  no_show: 'Absent',
}

/** Statuses that hold their time: only these take a slot. */
export function holdsSlot(status: string | null | undefined): boolean {
  return status === 'booked' || status === 'confirmed'
}

export const calendarSyncStates = ['none', 'pending', 'synced', 'failed'] as const
export type CalendarSyncState = (typeof calendarSyncStates)[number]

export const calendarSyncLabels: Record<CalendarSyncState, string> = {
  none: 'Sans agenda externe',
  pending: 'En attente',
  synced: 'Synchronisé',
  failed: 'Échec (nouvel essai programmé)',
}
