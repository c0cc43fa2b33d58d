import type { GlobalConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import { isTimeZone, parseDay } from '@/features/booking/calendar-day'
import { BOOKING_TIME_ZONE, defaultBookingRules, minutesOf } from '@/features/booking/rules'
import { bookingServices } from '@/features/booking/services'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { revalidateBookingSettings } from '@/globals/BookingSettings/hooks/revalidate'

const weekdayOptions = [
  { label: 'Lundi', value: '1' },
  { label: 'Mardi', value: '2' },
  { label: 'Mercredi', value: '3' },
  { label: 'Jeudi', value: '4' },
  { label: 'Vendredi', value: '5' },
]

const time = (value: unknown) =>
  typeof value === 'string' && minutesOf(value) !== null ? true : 'Heure au format HH:MM (24 h).'

/**
 * Availability for the booking page (PRODUCT.md section 4). Public holidays are added to the
 * closed days each year at start-up (see `ensureBookingSettings`); the owner may remove one.
 */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  dbName: 'booking_settings',
  label: 'Réglages des rendez-vous',
  admin: { group: 'Système' },
  // Read on the server only (the booking page reads it through the local API).
  access: { read: isActiveAdmin, update: isActiveAdmin },
  hooks: { afterChange: [revalidateBookingSettings] },
  fields: [
    {
      name: 'timeZone',
      label: 'Fuseau horaire des horaires',
      type: 'text',
      required: true,
      defaultValue: BOOKING_TIME_ZONE,
      validate: (value: unknown) =>
        typeof value === 'string' && isTimeZone(value) ? true : 'Fuseau IANA inconnu.',
    },
    {
      name: 'windows',
      label: 'Horaires de la semaine',
      type: 'array',
      labels: { singular: 'Plage horaire', plural: 'Plages horaires' },
      defaultValue: defaultBookingRules.windows.map((window) => ({
        ...window,
        weekday: String(window.weekday),
      })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'weekday',
              label: 'Jour',
              type: 'select',
              required: true,
              options: weekdayOptions,
            },
            { name: 'start', label: 'Début', type: 'text', required: true, validate: time },
            { name: 'end', label: 'Fin', type: 'text', required: true, validate: time },
          ],
        },
      ],
    },
    {
      name: 'durations',
      label: 'Durée par service (minutes)',
      type: 'array',
      defaultValue: bookingServices.map((service) => ({
        service,
        minutes: defaultBookingRules.durations[service],
      })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'service',
              label: 'Service',
              type: 'select',
              required: true,
              options: bookingServices.map((value) => ({ label: serviceLabelsFr[value], value })),
            },
            {
              name: 'minutes',
              label: 'Minutes',
              type: 'number',
              required: true,
              min: 15,
              max: 240,
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minNoticeHours',
          label: 'Délai minimum (heures)',
          type: 'number',
          required: true,
          min: 0,
          max: 720,
          defaultValue: defaultBookingRules.minNoticeHours,
        },
        {
          name: 'horizonDays',
          label: 'Réservable jusqu’à (jours)',
          type: 'number',
          required: true,
          min: 1,
          max: 365,
          defaultValue: defaultBookingRules.horizonDays,
        },
        {
          name: 'bufferMinutes',
          label: 'Battement entre deux rendez-vous',
          type: 'select',
          required: true,
          defaultValue: '0',
          options: ['0', '15', '30', '45', '60'].map((value) => ({ label: `${value} min`, value })),
        },
      ],
    },
    {
      name: 'closedDates',
      label: 'Jours fermés',
      type: 'array',
      admin: { description: 'Jours fériés (ajoutés chaque année), congés, formations...' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              label: 'Date (AAAA-MM-JJ)',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && parseDay(value) ? true : 'Date au format AAAA-MM-JJ.',
            },
            { name: 'label', label: 'Motif', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'holidaysFilledThrough',
      label: 'Jours fériés ajoutés jusqu’en',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
