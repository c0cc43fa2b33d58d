import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/isActiveAdmin'

/**
 * The database's no-double-booking rule: one row per 15-minute cell an active appointment holds
 * (`features/booking/lock-cells.ts`), unique on the cell. Written only by the appointments' hooks.
 */
export const AppointmentLocks: CollectionConfig = {
  slug: 'appointment-locks',
  dbName: 'appointment_locks',
  labels: {
    singular: { fr: 'Verrou de créneau', en: 'Slot lock' },
    plural: { fr: 'Verrous de créneaux', en: 'Slot locks' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'cell', type: 'text', required: true, unique: true, index: true },
    { name: 'holder', type: 'text', required: true, index: true },
  ],
}
