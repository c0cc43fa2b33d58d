import type { CollectionConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import {
  holdSlot,
  releaseDeletedSlot,
  releaseSlot,
} from '@/collections/Appointments/hooks/hold-slot'
import { appointmentsFeed } from '@/collections/Appointments/endpoints/feed'
import { appointmentInvitation } from '@/collections/Appointments/endpoints/invitation'
import { notifyAdminChange } from '@/collections/Appointments/hooks/notify-change'
import { prepareAppointment } from '@/collections/Appointments/hooks/prepare'
import { deleteFromCalendar, queueSync } from '@/collections/Appointments/hooks/queue-sync'
import {
  appointmentKinds,
  appointmentStatuses,
  appointmentStatusLabels,
  calendarSyncLabels,
  calendarSyncStates,
} from '@/features/booking/appointment-options'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { bookingServices } from '@/features/booking/services'
import {
  appointmentStatusLabelsEn,
  calendarSyncLabelsEn,
  serviceLabelsEn,
} from '@/fields/option-labels-en'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const, timeIntervals: 15 } }

/**
 * Booked consultations and the time the owner blocks. Start and end are UTC instants; the
 * visitor's time zone and language say how to show them. Active rows hold lock cells
 * (`appointment-locks`), so two of them can never overlap, whoever writes them.
 */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  dbName: 'appointments',
  labels: {
    singular: { fr: 'Rendez-vous', en: 'Appointment' },
    plural: { fr: 'Rendez-vous', en: 'Appointments' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['start', 'name', 'service', 'status', 'email', 'calendarSync'],
    listSearchableFields: ['name', 'email', 'phone', 'notes'],
    group: false,
  },
  access: {
    read: isActiveAdmin,
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  defaultSort: '-start',
  endpoints: [appointmentsFeed, appointmentInvitation],
  hooks: {
    beforeChange: [prepareAppointment, holdSlot],
    afterChange: [releaseSlot, queueSync, notifyAdminChange],
    afterDelete: [releaseDeletedSlot, deleteFromCalendar],
  },
  fields: [
    {
      name: 'kind',
      label: { fr: 'Type', en: 'Type' },
      type: 'select',
      required: true,
      defaultValue: 'appointment',
      options: selectOptions(
        appointmentKinds,
        {
          appointment: 'Rendez-vous',
          block: 'Créneau bloqué',
        },
        { appointment: 'Appointment', block: 'Blocked slot' },
      ),
      admin: { position: 'sidebar' },
    },
    {
      name: 'service',
      label: { fr: 'Service', en: 'Service' },
      type: 'select',
      options: bookingServices.map((value) => ({
        label: { fr: serviceLabelsFr[value], en: serviceLabelsEn[value] },
        value,
      })),
      admin: { condition: (data) => data?.kind !== 'block' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          label: { fr: 'Début', en: 'Start' },
          type: 'date',
          required: true,
          index: true,
          admin: dateTime,
        },
        {
          name: 'end',
          label: { fr: 'Fin', en: 'End' },
          type: 'date',
          index: true,
          admin: {
            ...dateTime,
            description: {
              fr: 'Calculée depuis la durée du service si vide.',
              en: 'Computed from the service’s duration when empty.',
            },
          },
        },
      ],
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: selectOptions(
        appointmentStatuses,
        appointmentStatusLabels,
        appointmentStatusLabelsEn,
      ),
      admin: { position: 'sidebar' },
    },
    { name: 'name', label: { fr: 'Nom complet', en: 'Full name' }, type: 'text' },
    emailField(false),
    { name: 'phone', label: { fr: 'Téléphone', en: 'Phone' }, type: 'text' },
    { name: 'notes', label: { fr: 'Notes du visiteur', en: 'Visitor’s notes' }, type: 'textarea' },
    {
      name: 'internalNotes',
      label: { fr: 'Notes internes', en: 'Internal notes' },
      type: 'textarea',
    },
    {
      name: 'timeZone',
      label: { fr: 'Fuseau horaire du visiteur', en: 'Visitor’s time zone' },
      type: 'text',
      defaultValue: 'Europe/Paris',
      admin: { position: 'sidebar' },
    },
    { ...localeField, admin: { position: 'sidebar' } },
    leadField,
    {
      name: 'calendarSync',
      label: { fr: 'Agenda externe', en: 'External calendar' },
      type: 'select',
      defaultValue: 'none',
      options: selectOptions(calendarSyncStates, calendarSyncLabels, calendarSyncLabelsEn),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'calendarSyncError',
      label: { fr: 'Erreur de synchronisation', en: 'Sync error' },
      type: 'text',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'reminderSentAt',
      label: { fr: 'Rappel envoyé le', en: 'Reminder sent on' },
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'icsUid', type: 'text', admin: { hidden: true } },
    { name: 'icsSequence', type: 'number', defaultValue: 0, admin: { hidden: true } },
    { name: 'lockHolder', type: 'text', admin: { hidden: true } },
  ],
}
