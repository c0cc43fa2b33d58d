import type { DetailField } from '@/features/booking/request-schema'

export type BookingValues = Record<
  'service' | 'start' | 'tz' | 'name' | 'email' | 'phone' | 'notes' | 'startedAt',
  string
>

/**
 * The booking form's steps after the slot is chosen: details, then review. Once booked, the
 * visitor is sent to the confirmation page instead (`BookedState`).
 */
export type BookingFormState =
  | {
      status: 'details'
      attempt: number
      values?: BookingValues
      errors?: Partial<Record<DetailField, string>>
      /** `title` for "Date non valide"; `slotLost` offers to pick again. */
      formError?: { title?: string; text: string; slotLost?: boolean }
    }
  | { status: 'review'; values: BookingValues }

/** A stored booking: the address of its confirmation page. */
export type BookedState = { status: 'booked'; href: string }
