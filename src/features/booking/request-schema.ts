import { z } from 'zod'

import { isTimeZone } from '@/features/booking/calendar-day'
import { isBookingService } from '@/features/booking/services'
import { visitorText } from '@/platform/forms/visitor-text'

export const detailFields = ['name', 'email', 'phone', 'notes'] as const
export type DetailField = (typeof detailFields)[number]

export type RequestMessages = {
  name: string
  email: string
  phone: string
  /** For the optional notes, which have no message of their own. */
  invalidText: string
}

/** What the details step posts besides the visitor's details: the slot they chose. */
export const slotSchema = z.object({
  service: z.string().refine(isBookingService),
  start: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  tz: z.string().max(64).refine(isTimeZone).catch('Europe/Paris'),
})

/** The visitor's details: name, e-mail and phone required, notes optional. */
export function detailsSchema(messages: RequestMessages) {
  return z.object({
    name: visitorText(messages.name).min(2, messages.name).max(120, messages.name),
    email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
    phone: z
      .string(messages.phone)
      .trim()
      .max(40, messages.phone)
      .regex(/^\+?[\d\s().-]{6,}$/, messages.phone),
    notes: visitorText(messages.invalidText).max(2000, messages.invalidText).optional().default(''),
  })
}

/**
 * Which required fields were left empty: one message covers them all ("Veuillez remplir tous les
 * champs obligatoires").
 */
export function missingFields(raw: Record<string, string>): DetailField[] {
  return (['name', 'email', 'phone'] as const).filter((field) => !raw[field]?.trim())
}
