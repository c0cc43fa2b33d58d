import type { Field } from 'payload'

import { legalEntity, site } from '@/config/site'
import { legalFormOptions } from '@/features/site-settings/legal-forms'
import { postalAddressRow } from '@/globals/SiteSettings/fields/figures'
import {
  apeValid,
  sirenValid,
  siretValid,
  vatValid,
  websiteValid,
} from '@/globals/SiteSettings/fields/legal-validation'

const { host } = legalEntity

/** The host of the site: name, address, phone and website, which the legal notices must print. */
const hostField: Field = {
  name: 'host',
  label: { fr: 'Hébergeur', en: 'Host' },
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: { fr: 'Dénomination', en: 'Name' },
          type: 'text',
          required: true,
          defaultValue: host.name,
        },
        {
          name: 'phone',
          label: { fr: 'Téléphone', en: 'Phone' },
          type: 'text',
          required: true,
          defaultValue: host.phone,
        },
        {
          name: 'website',
          label: { fr: 'Site web', en: 'Website' },
          type: 'text',
          required: true,
          defaultValue: host.website,
          validate: websiteValid,
        },
      ],
    },
    {
      name: 'address',
      label: { fr: 'Adresse de l’hébergeur', en: 'Host’s address' },
      type: 'group',
      fields: [postalAddressRow(host.address)],
    },
  ],
}

/** Who publishes the site: the legal notices, privacy policy and terms of sale print it. */
export const legalField: Field = {
  name: 'legal',
  label: { fr: 'Identité légale', en: 'Legal identity' },
  type: 'group',
  admin: {
    description: {
      fr: 'Repris dans les mentions légales, la politique de confidentialité, les conditions générales de vente (page et PDF) et les données structurées.',
      en: 'Used in the legal notices, privacy policy, terms of sale (page and PDF) and structured data.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'legalName',
          label: { fr: 'Dénomination', en: 'Legal name' },
          type: 'text',
          required: true,
          defaultValue: site.legalName,
        },
        {
          name: 'legalForm',
          label: { fr: 'Forme juridique', en: 'Legal form' },
          type: 'select',
          required: true,
          defaultValue: legalEntity.legalForm,
          options: legalFormOptions,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'siren',
          label: 'SIREN',
          type: 'text',
          required: true,
          defaultValue: legalEntity.siren,
          validate: sirenValid,
        },
        {
          name: 'siret',
          label: 'SIRET',
          type: 'text',
          required: true,
          defaultValue: legalEntity.siret,
          validate: siretValid,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vatNumber',
          label: { fr: 'N° de TVA intracommunautaire', en: 'EU VAT number' },
          type: 'text',
          defaultValue: legalEntity.vatNumber,
          validate: vatValid,
          admin: {
            description: {
              fr: 'Laisser vide en franchise en base de TVA.',
              en: 'Leave empty under the VAT exemption for small businesses.',
            },
          },
        },
        {
          name: 'apeCode',
          label: { fr: 'Code APE', en: 'APE code' },
          type: 'text',
          required: true,
          defaultValue: legalEntity.apeCode,
          validate: apeValid,
        },
      ],
    },
    hostField,
  ],
}
