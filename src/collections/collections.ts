import type { CollectionConfig } from 'payload'

import { AdminUsers } from '@/collections/AdminUsers/config'
import { EmailOutbox } from '@/collections/EmailOutbox/config'

/** Order here is the order of the admin navigation groups. */
export const collections: CollectionConfig[] = [AdminUsers, EmailOutbox]
