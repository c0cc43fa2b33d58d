import type { CollectionConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import {
  holdSlot,
  releaseDeletedSlot,
  releaseSlot,
} from '@/collections/Appointments/hooks/hold-slot'
import { appointmentsFeed } from '@/collections/Appointments/endpoints/feed'
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
  labels: { singular: 'Rendez-vous', plural: 'Rendez-vous' },
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
  endpoints: [appointmentsFeed],
  hooks: {
    beforeChange: [prepareAppointment, holdSlot],
    afterChange: [releaseSlot, queueSync, notifyAdminChange],
    afterDelete: [releaseDeletedSlot, deleteFromCalendar],
  },
  fields: [
    {
      name: 'kind',
      label: 'Type',
      type: 'select',
      required: true,
      defaultValue: 'appointment',
      options: selectOptions(appointmentKinds, {
        appointment: 'Rendez-vous',
        block: 'Créneau bloqué',
      }),
      admin: { position: 'sidebar' },
    },
    {
      name: 'service',
      label: 'Service',
      type: 'select',
      options: bookingServices.map((value) => ({ label: serviceLabelsFr[value], value })),
      admin: { condition: (data) => data?.kind !== 'block' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          label: 'Début',
          type: 'date',
          required: true,
          index: true,
          admin: dateTime,
        },
        {
          name: 'end',
          label: 'Fin',
          type: 'date',
          index: true,
          admin: { ...dateTime, description: 'Calculée depuis la durée du service si vide.' },
        },
      ],
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: selectOptions(appointmentStatuses, appointmentStatusLabels),
      admin: { position: 'sidebar' },
    },
    { name: 'name', label: 'Nom complet', type: 'text' },
    emailField(false),
    { name: 'phone', label: 'Téléphone', type: 'text' },
    { name: 'notes', label: 'Notes du visiteur', type: 'textarea' },
    { name: 'internalNotes', label: 'Notes internes', type: 'textarea' },
    {
      name: 'timeZone',
      label: 'Fuseau horaire du visiteur',
      type: 'text',
      defaultValue: 'Europe/Paris',
      admin: { position: 'sidebar' },
    },
    { ...localeField, admin: { position: 'sidebar' } },
    leadField,
    {
      name: 'calendarSync',
      label: 'Agenda externe',
      type: 'select',
      defaultValue: 'none',
      options: selectOptions(calendarSyncStates, calendarSyncLabels),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'calendarSyncError',
      label: 'Erreur de synchronisation',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'reminderSentAt',
      label: 'Rappel envoyé le',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'icsUid', type: 'text', admin: { hidden: true } },
    { name: 'icsSequence', type: 'number', defaultValue: 0, admin: { hidden: true } },
    { name: 'lockHolder', type: 'text', admin: { hidden: true } },
  ],
}
