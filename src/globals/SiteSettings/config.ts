import type { GlobalConfig } from 'payload'

import { anyone, isActiveAdmin, isActiveAdminUser } from '@/access/isActiveAdmin'
import { addressField, claimsField, pricesField } from '@/globals/SiteSettings/fields/figures'
import { revalidateSiteSettings } from '@/globals/SiteSettings/hooks/revalidate'
import { site } from '@/config/site'

/**
 * Contact details, claims, address and prices shown across the site; `src/config/site.ts` gives
 * the seed values and each field's fallback.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  dbName: 'site_settings',
  label: 'Paramètres du site',
  admin: { group: 'Système' },
  access: { read: anyone, update: isActiveAdmin },
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    {
      name: 'siteName',
      label: 'Nom du site',
      type: 'text',
      required: true,
      defaultValue: site.name,
    },
    {
      name: 'email',
      label: 'E-mail de contact',
      type: 'email',
      required: true,
      defaultValue: site.email,
    },
    { name: 'phone', label: 'Téléphone', type: 'text', required: true, defaultValue: site.phone },
    {
      name: 'whatsapp',
      label: 'WhatsApp (numéro international sans espaces)',
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
    },
    {
      name: 'ownerEmail',
      label: 'E-mail de notification (nouveaux contacts)',
      type: 'email',
      // The owner's private inbox: the global is public (the pages' contact details), this
      // field is not. Mail code reads it through the local API, which overrides access.
      access: { read: ({ req }) => isActiveAdminUser(req.user) },
      admin: {
        description: 'Reçoit les notifications de nouveaux contacts, rendez-vous et diagnostics.',
      },
    },
    claimsField,
    addressField,
    pricesField,
  ],
}
