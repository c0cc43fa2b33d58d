import type { GlobalConfig } from 'payload'

import { anyone, isActiveAdmin, isActiveAdminUser } from '@/access/isActiveAdmin'
import { addressField, claimsField, pricesField } from '@/globals/SiteSettings/fields/figures'
import { legalField } from '@/globals/SiteSettings/fields/legal'
import { httpsUrl } from '@/globals/SiteSettings/fields/https-url'
import { blogField, ownerField } from '@/globals/SiteSettings/fields/owner'
import { revalidateSiteSettings } from '@/globals/SiteSettings/hooks/revalidate'
import { site } from '@/config/site'

/**
 * The business's identity (name, logo, legal identity and host), contact details, claims, address
 * and prices shown across the site; `src/config/site.ts` gives the seed values and each field's
 * fallback.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  dbName: 'site_settings',
  label: { fr: 'Paramètres du site', en: 'Site settings' },
  admin: { group: { fr: 'Système', en: 'System' } },
  access: { read: anyone, update: isActiveAdmin },
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    {
      name: 'siteName',
      label: { fr: 'Nom du site', en: 'Site name' },
      type: 'text',
      required: true,
      defaultValue: site.name,
    },
    {
      name: 'logo',
      label: { fr: 'Logo', en: 'Logo' },
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: {
          fr: 'Facultatif. Affiché dans l’en-tête du site, le back-office et les données structurées ; sans logo, le site garde sa pastille rose. De préférence une image PNG ou WebP sur fond transparent, plus large que haute.',
          en: 'Optional. Shown in the site’s header, the back office and the structured data; without one, the site keeps its pink dot. Preferably a PNG or WebP image on a transparent background, wider than tall.',
        },
      },
    },
    {
      name: 'email',
      label: { fr: 'E-mail de contact', en: 'Contact e-mail' },
      type: 'email',
      required: true,
      defaultValue: site.email,
    },
    {
      name: 'phone',
      label: { fr: 'Téléphone', en: 'Phone' },
      type: 'text',
      required: true,
      defaultValue: site.phone,
    },
    {
      name: 'whatsapp',
      label: {
        fr: 'WhatsApp (numéro international sans espaces)',
        en: 'WhatsApp (international number without spaces)',
      },
      type: 'text',
      required: true,
      defaultValue: site.whatsapp,
    },
    {
      name: 'linkedin',
      label: 'LinkedIn',
      type: 'text',
      required: true,
      defaultValue: site.linkedin,
      validate: httpsUrl({ optional: false }),
    },
    {
      name: 'ownerEmail',
      label: {
        fr: 'E-mail de notification (nouveaux contacts)',
        en: 'Notification e-mail (new contacts)',
      },
      type: 'email',
      // The owner's private inbox: the global is public (the pages' contact details), this
      // field is not. Mail code reads it through the local API, which overrides access.
      access: { read: ({ req }) => isActiveAdminUser(req.user) },
      admin: {
        description: {
          fr: 'Reçoit les notifications de nouveaux contacts, rendez-vous et diagnostics.',
          en: 'Receives the notifications of new contacts, appointments and diagnostics.',
        },
      },
    },
    ownerField,
    claimsField,
    addressField,
    legalField,
    pricesField,
    blogField,
  ],
}
