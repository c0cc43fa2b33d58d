import type { GlobalConfig } from 'payload'

import { BookingSettings } from '@/globals/BookingSettings/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { withGlobalAuditTrail } from '@/features/security/audit-trail'

export const globals: GlobalConfig[] = [SiteSettings, BookingSettings].map(withGlobalAuditTrail)
