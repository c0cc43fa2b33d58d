import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { locales } from '@/i18n/locales'

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'not_sent_no_smtp'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

/**
 * Every e-mail the site sends is written here first, then sent. Nothing a visitor triggers is
 * lost when SMTP is missing or down: the row stays, and the jobs queue retries failures.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  dbName: 'email_outbox',
  labels: {
    singular: { fr: 'E-mail', en: 'E-mail' },
    plural: { fr: 'Boîte d’envoi', en: 'Outbox' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    // The owner looks a message up by who it went to as often as by what it was about.
    listSearchableFields: ['to', 'subject'],
    group: { fr: 'Système', en: 'System' },
    description: {
      fr: 'Tous les e-mails envoyés par le site. Sans SMTP configuré, ils restent ici avec le statut « Non envoyé ».',
      en: 'Every e-mail the site sends. With no SMTP configured, they stay here with the status “Not sent”.',
    },
  },
  access: {
    read: isActiveAdmin,
    create: nobody,
    update: nobody,
    delete: isActiveAdmin,
  },
  fields: [
    {
      name: 'to',
      label: { fr: 'Destinataire', en: 'Recipient' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'subject', label: { fr: 'Objet', en: 'Subject' }, type: 'text', required: true },
    {
      name: 'locale',
      label: { fr: 'Langue', en: 'Language' },
      type: 'select',
      options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
      defaultValue: 'fr',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      admin: { position: 'sidebar' },
      options: [
        { label: { fr: 'En attente', en: 'Pending' }, value: 'queued' },
        { label: { fr: 'Envoyé', en: 'Sent' }, value: 'sent' },
        {
          label: { fr: 'Échec (nouvel essai prévu)', en: 'Failed (retry scheduled)' },
          value: 'failed',
        },
        {
          label: { fr: 'Non envoyé (aucun SMTP configuré)', en: 'Not sent (no SMTP configured)' },
          value: 'not_sent_no_smtp',
        },
      ],
    },
    {
      name: 'attempts',
      label: { fr: 'Tentatives', en: 'Attempts' },
      type: 'number',
      defaultValue: 0,
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'lastError',
      label: { fr: 'Dernière erreur', en: 'Last error' },
      type: 'textarea',
      admin: { position: 'sidebar' },
    },
    {
      name: 'sentAt',
      label: { fr: 'Envoyé le', en: 'Sent on' },
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Set while a worker sends the message (src/platform/email/claim.ts), so that another
      // instance's job leaves it alone; an expired lease means that worker died.
      name: 'claimedUntil',
      label: { fr: 'Envoi en cours jusqu’à', en: 'Being sent until' },
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'replyTo', label: { fr: 'Répondre à', en: 'Reply to' }, type: 'text' },
    {
      name: 'headers',
      label: { fr: 'En-têtes', en: 'Headers' },
      type: 'json',
      admin: {
        readOnly: true,
        description: {
          fr: 'Par exemple List-Unsubscribe pour la newsletter.',
          en: 'For example List-Unsubscribe for the newsletter.',
        },
        components: { Field: '@/features/email/admin/EmailHeadersField#EmailHeadersField' },
      },
    },
    // The message as read: its HTML drawn in a sandboxed frame, then its text part.
    {
      name: 'preview',
      type: 'ui',
      admin: {
        components: { Field: '@/features/email/admin/EmailPreviewField#EmailPreviewField' },
      },
    },
    {
      name: 'text',
      label: { fr: 'Texte', en: 'Text' },
      type: 'textarea',
      admin: { components: { Field: '@/features/email/admin/EmailTextField#EmailTextField' } },
    },
    {
      name: 'html',
      label: { fr: 'HTML', en: 'HTML' },
      type: 'code',
      // Shown by the preview above, rendered and as source.
      admin: { language: 'html', hidden: true },
    },
    {
      name: 'attachments',
      label: { fr: 'Pièces jointes', en: 'Attachments' },
      type: 'array',
      fields: [
        { name: 'filename', label: { fr: 'Nom', en: 'Name' }, type: 'text', required: true },
        { name: 'contentType', type: 'text' },
        { name: 'content', type: 'textarea', admin: { hidden: true } },
      ],
    },
  ],
}
