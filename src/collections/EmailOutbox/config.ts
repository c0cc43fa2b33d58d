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
  labels: { singular: 'E-mail', plural: "Boîte d'envoi" },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    group: 'Système',
    description:
      'Tous les e-mails envoyés par le site. Sans SMTP configuré, ils restent ici avec le statut « Non envoyé ».',
  },
  access: {
    read: isActiveAdmin,
    create: nobody,
    update: nobody,
    delete: isActiveAdmin,
  },
  fields: [
    { name: 'to', label: 'Destinataire', type: 'text', required: true, index: true },
    { name: 'subject', label: 'Objet', type: 'text', required: true },
    {
      name: 'locale',
      label: 'Langue',
      type: 'select',
      options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
      defaultValue: 'fr',
      required: true,
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'En attente', value: 'queued' },
        { label: 'Envoyé', value: 'sent' },
        { label: 'Échec (nouvel essai prévu)', value: 'failed' },
        { label: 'Non envoyé (aucun SMTP configuré)', value: 'not_sent_no_smtp' },
      ],
    },
    { name: 'attempts', label: 'Tentatives', type: 'number', defaultValue: 0, required: true },
    { name: 'lastError', label: 'Dernière erreur', type: 'textarea' },
    {
      name: 'sentAt',
      label: 'Envoyé le',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'replyTo', label: 'Répondre à', type: 'text' },
    {
      name: 'headers',
      label: 'En-têtes',
      type: 'json',
      admin: { readOnly: true, description: 'Par exemple List-Unsubscribe pour la newsletter.' },
    },
    { name: 'text', label: 'Texte', type: 'textarea' },
    { name: 'html', label: 'HTML', type: 'code', admin: { language: 'html' } },
    {
      name: 'attachments',
      label: 'Pièces jointes',
      type: 'array',
      fields: [
        { name: 'filename', label: 'Nom', type: 'text', required: true },
        { name: 'contentType', type: 'text' },
        { name: 'content', type: 'textarea', admin: { hidden: true } },
      ],
    },
  ],
}
