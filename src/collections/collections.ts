import type { CollectionConfig } from 'payload'

import { AdminUsers } from '@/collections/AdminUsers/config'
import { EmailOutbox } from '@/collections/EmailOutbox/config'
import { LeadEvents } from '@/collections/LeadEvents/config'
import { Leads } from '@/collections/Leads/config'

/** Order here is the order of the admin navigation groups. */
export const collections: CollectionConfig[] = [Leads, LeadEvents, AdminUsers, EmailOutbox]
