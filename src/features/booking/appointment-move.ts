import { adminLanguage, adminTable } from '@/i18n/admin-table'

type Times = { start?: unknown; end?: unknown }

const instant = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const time = new Date(value as string | Date).getTime()
  return Number.isNaN(time) ? null : time
}

/**
 * The end an appointment keeps once the owner moves it: a new start with the end left as it was
 * moves the end by as much, so the appointment keeps its length (the owner changing "Début" alone
 * in the back office, or a client sending only the start). An end the owner changed or cleared,
 * or no move, stays as given. Returns the end as ISO text, or undefined to keep `next.end` as it is.
 */
export function movedEnd(previous: Times, next: Times): string | undefined {
  // An end cleared on purpose is computed again from the service's duration, by the caller.
  if (next.end === null || next.end === '') return undefined
  const [before, after] = [instant(previous.start), instant(next.start)]
  const [previousEnd, nextEnd] = [instant(previous.end), instant(next.end)]
  if (before === null || after === null || previousEnd === null) return undefined
  if (before === after || (next.end !== undefined && nextEnd !== previousEnd)) return undefined
  return new Date(after + (previousEnd - before)).toISOString()
}

/** Why an appointment is refused, in the back office's language, under the field at fault. */
export const appointmentRefusals = adminTable(
  {
    endBeforeStart: 'La fin doit être après le début.',
    serviceMissing: 'Choisissez le service du rendez-vous.',
  },
  {
    endBeforeStart: 'The end must be after the start.',
    serviceMissing: 'Choose the appointment’s service.',
  },
)

export function appointmentRefusal(
  key: keyof (typeof appointmentRefusals)['fr'],
  language: string | undefined,
): string {
  return appointmentRefusals[adminLanguage(language)][key]
}
