import type { GlobalConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import { isTimeZone, parseDay } from '@/features/booking/calendar-day'
import { BOOKING_TIME_ZONE, defaultBookingRules, minutesOf } from '@/features/booking/rules'
import { revalidateBookingSettings } from '@/globals/BookingSettings/hooks/revalidate'
import { servicesField } from '@/globals/BookingSettings/services-field'
import { adminLanguage, type BilingualText } from '@/i18n/admin-table'

const weekdayOptions = [
  { label: { fr: 'Lundi', en: 'Monday' }, value: '1' },
  { label: { fr: 'Mardi', en: 'Tuesday' }, value: '2' },
  { label: { fr: 'Mercredi', en: 'Wednesday' }, value: '3' },
  { label: { fr: 'Jeudi', en: 'Thursday' }, value: '4' },
  { label: { fr: 'Vendredi', en: 'Friday' }, value: '5' },
]

/** A refusal in the admin's language (the form shows it under the field). */
const refusal = (req: PayloadRequest, text: BilingualText) =>
  text[adminLanguage(req.i18n?.language)]

const time: TextFieldSingleValidation = (value, { req }) =>
  typeof value === 'string' && minutesOf(value) !== null
    ? true
    : refusal(req, { fr: 'Heure au format HH:MM (24 h).', en: 'Time as HH:MM (24-hour clock).' })

/**
 * Availability for the booking page, editable by the owner: weekly hours, the services offered,
 * notice, horizon and closed days. French public holidays are added to the closed days each year
 * at start-up (see `ensureBookingSettings`); the owner may remove one.
 */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  dbName: 'booking_settings',
  label: { fr: 'Réglages des rendez-vous', en: 'Appointment settings' },
  admin: { group: { fr: 'Système', en: 'System' } },
  // Read on the server only (the booking page reads it through the local API).
  access: { read: isActiveAdmin, update: isActiveAdmin },
  hooks: { afterChange: [revalidateBookingSettings] },
  fields: [
    {
      name: 'timeZone',
      label: { fr: 'Fuseau horaire des horaires', en: 'Time zone of the opening hours' },
      type: 'text',
      required: true,
      defaultValue: BOOKING_TIME_ZONE,
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        typeof value === 'string' && isTimeZone(value)
          ? true
          : refusal(req, {
              fr: 'Fuseau horaire inconnu (par exemple Europe/Paris).',
              en: 'Unknown time zone (for example Europe/Paris).',
            }),
    },
    {
      name: 'windows',
      label: { fr: 'Horaires de la semaine', en: 'Weekly opening hours' },
      type: 'array',
      labels: {
        singular: { fr: 'Plage horaire', en: 'Time range' },
        plural: { fr: 'Plages horaires', en: 'Time ranges' },
      },
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
              label: { fr: 'Jour', en: 'Day' },
              type: 'select',
              required: true,
              options: weekdayOptions,
            },
            {
              name: 'start',
              label: { fr: 'Début', en: 'Start' },
              type: 'text',
              required: true,
              validate: time,
            },
            {
              name: 'end',
              label: { fr: 'Fin', en: 'End' },
              type: 'text',
              required: true,
              validate: time,
            },
          ],
        },
      ],
    },
    servicesField,
    {
      type: 'row',
      fields: [
        {
          name: 'minNoticeHours',
          label: { fr: 'Délai minimum (heures)', en: 'Minimum notice (hours)' },
          type: 'number',
          required: true,
          min: 0,
          max: 720,
          defaultValue: defaultBookingRules.minNoticeHours,
        },
        {
          name: 'horizonDays',
          label: { fr: 'Réservable jusqu’à (jours)', en: 'Bookable up to (days ahead)' },
          type: 'number',
          required: true,
          min: 1,
          max: 365,
          defaultValue: defaultBookingRules.horizonDays,
        },
        {
          name: 'bufferMinutes',
          label: { fr: 'Battement entre deux rendez-vous', en: 'Buffer between two appointments' },
          type: 'select',
          required: true,
          defaultValue: '0',
          options: ['0', '15', '30', '45', '60'].map((value) => ({ label: `${value} min`, value })),
        },
      ],
    },
    {
      name: 'closedDates',
      label: { fr: 'Jours fermés', en: 'Closed days' },
      type: 'array',
      labels: {
        singular: { fr: 'Jour fermé', en: 'Closed day' },
        plural: { fr: 'Jours fermés', en: 'Closed days' },
      },
      admin: {
        description: {
          fr: 'Jours fériés (ajoutés chaque année), congés, formations...',
          en: 'Public holidays (added every year), leave, training...',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              label: { fr: 'Date (AAAA-MM-JJ)', en: 'Date (YYYY-MM-DD)' },
              type: 'text',
              required: true,
              validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                typeof value === 'string' && parseDay(value)
                  ? true
                  : refusal(req, {
                      fr: 'Date au format AAAA-MM-JJ.',
                      en: 'Date as YYYY-MM-DD.',
                    }),
            },
            { name: 'label', label: { fr: 'Motif', en: 'Reason' }, type: 'text' },
          ],
        },
      ],
    },
    {
      // The private calendar feed's key (`feed-token.ts`): read and written by the server only,
      // never through the REST API or the settings form; the calendar screen shows the address
      // and gives it a new key on demand.
      name: 'feedToken',
      type: 'text',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'holidaysFilledThrough',
      label: { fr: 'Jours fériés ajoutés jusqu’en', en: 'Public holidays added up to' },
      type: 'number',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
