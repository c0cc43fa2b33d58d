import type { CollectionConfig } from 'payload'

import { AdminSignIns } from '@/collections/AdminSignIns/config'
import { AdminTwoFactor } from '@/collections/AdminTwoFactor/config'
import { AdminUsers } from '@/collections/AdminUsers/config'
import { AppointmentLocks } from '@/collections/AppointmentLocks/config'
import { Appointments } from '@/collections/Appointments/config'
import { AuditLog } from '@/collections/AuditLog/config'
import { Audits } from '@/collections/Audits/config'
import { BlogArticles } from '@/collections/BlogArticles/config'
import { BlogCategories } from '@/collections/BlogCategories/config'
import { BlogSearchTerms } from '@/collections/BlogSearchTerms/config'
import { BlogTags } from '@/collections/BlogTags/config'
import { Contacts } from '@/collections/Contacts/config'
import { Diagnostics } from '@/collections/Diagnostics/config'
import { EmailOutbox } from '@/collections/EmailOutbox/config'
import { GuideDownloads } from '@/collections/GuideDownloads/config'
import { LeadEvents } from '@/collections/LeadEvents/config'
import { Leads } from '@/collections/Leads/config'
import { Media } from '@/collections/Media/config'
import { NewsletterSubscribers } from '@/collections/NewsletterSubscribers/config'
import { Popups } from '@/collections/Popups/config'
import { Projects } from '@/collections/Projects/config'
import { ContextualCtas } from '@/collections/ContextualCtas/config'
import { Roi } from '@/collections/Roi/config'
import { SeoPages } from '@/collections/SeoPages/config'
import { Testimonials } from '@/collections/Testimonials/config'
import { WebVitals } from '@/collections/WebVitals/config'
import { withAuditTrail } from '@/features/security/audit-trail'

/** Written by the site itself (logs, indexes, measures): their rows are not admin edits. */
const notAudited = new Set([
  'audit-log',
  'admin-sign-ins',
  'web-vitals',
  'appointment-locks',
  'blog-search-terms',
  'admin-two-factor',
])

/** Order here is the order of the admin navigation groups. */
const ordered: CollectionConfig[] = [
  SeoPages,
  Contacts,
  Leads,
  Audits,
  Appointments,
  Diagnostics,
  Roi,
  Popups,
  NewsletterSubscribers,
  GuideDownloads,
  LeadEvents,
  Projects,
  Testimonials,
  BlogArticles,
  BlogCategories,
  BlogTags,
  ContextualCtas,
  BlogSearchTerms,
  Media,
  AdminUsers,
  EmailOutbox,
  AppointmentLocks,
  WebVitals,
  AdminSignIns,
  AuditLog,
  AdminTwoFactor,
]

export const collections: CollectionConfig[] = ordered.map((config) =>
  notAudited.has(config.slug) ? config : withAuditTrail(config),
)
