import type { ArrayField, PayloadRequest } from 'payload'

import { seededRows } from '@/features/booking/service-seed'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { bookingServices } from '@/features/booking/services'
import { serviceLabelsEn } from '@/fields/option-labels-en'
import { adminLanguage, type BilingualText } from '@/i18n/admin-table'
import { isLocale } from '@/i18n/locales'

const refusal = (req: PayloadRequest, text: BilingualText) =>
  text[adminLanguage(req.i18n?.language)]

const serviceOf = (row: unknown) =>
  typeof row === 'object' && row !== null && 'service' in row ? row.service : undefined

/**
 * The services the booking page offers, in this order: each with its length, its price and one
 * line a visitor reads to tell it from the others. A service left out is not offered, but its
 * appointments keep their key.
 */
export const servicesField: ArrayField = {
  name: 'services',
  // These rows first held only each service's length: the table keeps its name and its rows.
  dbName: 'booking_settings_durations',
  label: { fr: 'Services proposés', en: 'Services offered' },
  type: 'array',
  labels: {
    singular: { fr: 'Service', en: 'Service' },
    plural: { fr: 'Services', en: 'Services' },
  },
  admin: {
    description: {
      fr: 'Seuls ces services sont proposés sur la page de réservation, dans cet ordre.',
      en: 'Only these services are offered on the booking page, in this order.',
    },
  },
  // A fresh site's offer in the language being read; the start-up stores both languages.
  defaultValue: ({ locale }) => seededRows(isLocale(locale) ? locale : 'fr'),
  validate: (value, { req }) => {
    const services = (Array.isArray(value) ? value : []).map(serviceOf)
    if (!services.length) {
      return refusal(req, {
        fr: 'Proposez au moins un service.',
        en: 'Offer at least one service.',
      })
    }
    return new Set(services).size === services.length
      ? true
      : refusal(req, {
          fr: 'Chaque service ne peut figurer qu’une fois.',
          en: 'Each service can appear only once.',
        })
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'service',
          label: { fr: 'Service', en: 'Service' },
          type: 'select',
          required: true,
          options: bookingServices.map((value) => ({
            label: { fr: serviceLabelsFr[value], en: serviceLabelsEn[value] },
            value,
          })),
        },
        {
          name: 'minutes',
          label: { fr: 'Durée (minutes)', en: 'Length (minutes)' },
          type: 'number',
          required: true,
          min: 15,
          max: 240,
        },
        {
          name: 'price',
          label: { fr: 'Prix (€)', en: 'Price (€)' },
          type: 'number',
          min: 0,
          admin: {
            description: {
              fr: 'Vide\u202f: «\u202fGratuit\u202f».',
              en: 'Empty: “Free”.',
            },
          },
        },
      ],
    },
    {
      name: 'description',
      label: { fr: 'Description (une ligne)', en: 'Description (one line)' },
      type: 'text',
      localized: true,
      required: true,
      maxLength: 140,
      admin: {
        description: {
          fr: 'Ce que le visiteur obtient, en une phrase. À saisir en français et en anglais.',
          en: 'What the visitor gets, in one sentence. To be written in French and in English.',
        },
      },
    },
  ],
}
