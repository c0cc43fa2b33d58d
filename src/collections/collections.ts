import type { CollectionConfig } from 'payload'

import { AdminUsers } from '@/collections/AdminUsers/config'
import { Contacts } from '@/collections/Contacts/config'
import { EmailOutbox } from '@/collections/EmailOutbox/config'
import { LeadEvents } from '@/collections/LeadEvents/config'
import { Leads } from '@/collections/Leads/config'

/** Order here is the order of the admin navigation groups. */
export const collections: CollectionConfig[] = [
  Contacts,
  Leads,
  LeadEvents,
  AdminUsers,
  EmailOutbox,
]
