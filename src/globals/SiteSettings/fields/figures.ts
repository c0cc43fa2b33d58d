import type { Field, NumberFieldSingleValidation, PayloadRequest } from 'payload'

import { prices, serviceKeys, site, type ServiceKey } from '@/config/site'
import { isPriceAmount } from '@/features/pricing/price-list'
import type { PostalAddress } from '@/features/site-settings/site-figures'

export type Words = { fr: string; en: string }

/** The admin's language picks the message; French when it has none (Payload's fallback). */
export const say = (req: PayloadRequest, words: Words) =>
  req.i18n?.language === 'en' ? words.en : words.fr

const positiveInteger: NumberFieldSingleValidation = (value, { req }) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? true
    : say(req, { fr: 'Un nombre entier supérieur à 0.', en: 'A whole number above 0.' })

const positiveAmount: NumberFieldSingleValidation = (value, { req }) =>
  isPriceAmount(value)
    ? true
    : say(req, { fr: 'Un montant supérieur à 0 €.', en: 'An amount above €0.' })

/** "10+ ans d'expérience, 300+ projets, 500+ entrepreneurs": the home and about pages print them. */
export const claimsField: Field = {
  name: 'claims',
  label: { fr: 'Chiffres clés', en: 'Key figures' },
  type: 'group',
  admin: {
    description: {
      fr: 'Affichés avec un « + » sur l’accueil, la page À propos et dans les textes des pages.',
      en: 'Shown with a "+" on the home and about pages and in the pages’ copy.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'years',
          label: { fr: 'Années d’expérience', en: 'Years of experience' },
          type: 'number',
          required: true,
          defaultValue: site.claims.years,
          validate: positiveInteger,
        },
        {
          name: 'projects',
          label: { fr: 'Projets livrés', en: 'Projects delivered' },
          type: 'number',
          required: true,
          defaultValue: site.claims.projects,
          validate: positiveInteger,
        },
        {
          name: 'entrepreneurs',
          label: { fr: 'Entrepreneurs accompagnés', en: 'Business owners supported' },
          type: 'number',
          required: true,
          defaultValue: site.claims.entrepreneurs,
          validate: positiveInteger,
        },
      ],
    },
  ],
}

const addressLabels = {
  street: { fr: 'Rue', en: 'Street' },
  postalCode: { fr: 'Code postal', en: 'Postal code' },
  city: { fr: 'Ville', en: 'City' },
  country: { fr: 'Pays', en: 'Country' },
} as const

/** Street, postal code, city and country on one row, each seeded with `seed`. */
export function postalAddressRow(seed: PostalAddress): Field {
  return {
    type: 'row',
    fields: (Object.keys(addressLabels) as (keyof typeof addressLabels)[]).map((name) => ({
      name,
      label: addressLabels[name],
      type: 'text' as const,
      required: true,
      defaultValue: seed[name],
    })),
  }
}

/** The registered office: legal notices, terms of sale, privacy policy and structured data. */
export const addressField: Field = {
  name: 'address',
  label: { fr: 'Adresse postale', en: 'Postal address' },
  type: 'group',
  fields: [postalAddressRow(site.address)],
}

const priceLabels: Record<ServiceKey, Words> = {
  audit: { fr: 'Audit technique (forfait)', en: 'Technical audit (flat fee)' },
  pwa: { fr: 'PWA (à partir de)', en: 'PWA (from)' },
  webapps: { fr: 'Application web sur mesure (à partir de)', en: 'Custom web application (from)' },
  ia: { fr: 'Intégration d’IA (à partir de)', en: 'AI integration (from)' },
  formation: { fr: 'Formation (à partir de)', en: 'Training (from)' },
  conseil: { fr: 'Conseil (par heure)', en: 'Consulting (per hour)' },
}

/** One amount per service, in euros; whether it is a starting price or hourly stays in code. */
export const pricesField: Field = {
  name: 'prices',
  label: { fr: 'Tarifs (€)', en: 'Prices (€)' },
  type: 'group',
  admin: {
    description: {
      fr: 'Repris sur l’accueil, les pages services, la FAQ, les guides, le diagnostic et l’estimateur.',
      en: 'Used on the home page, service pages, FAQ, guides, diagnostic and estimator.',
    },
  },
  fields: serviceKeys.map((service) => ({
    name: service,
    label: priceLabels[service],
    type: 'number' as const,
    required: true,
    defaultValue: prices[service].amount,
    validate: positiveAmount,
  })),
}
