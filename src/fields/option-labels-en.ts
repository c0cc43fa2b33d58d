import type { AuditStatus } from '@/features/audits/options'
import type { AppointmentStatus, CalendarSyncState } from '@/features/booking/appointment-options'
import type { BookingService } from '@/features/booking/services'
import type { GuideKey } from '@/features/guides/guide-keys'
import type { LeadEventType, LeadSource, LeadStatus } from '@/features/leads/lead-options'
import type { SubscriberSource, SubscriberStatus } from '@/features/newsletter/options'
import type { PopupKind, PopupTrigger } from '@/features/popups/options'
import type { ProjectCategory } from '@/features/portfolio/categories'
import type { AuditAction } from '@/features/security/audit-actions'
import type { SeoIntent, SeoPageType } from '@/features/seo/manager/options'

/**
 * The English twins of the French option labels the features define (those stay the source:
 * the owner's e-mails and the stored audit summaries use them). Read by the admin's selects,
 * lists and screens when the admin works in English.
 */
export const leadSourceLabelsEn: Record<LeadSource, string> = {
  contact: 'Contact form',
  booking: 'Booking',
  diagnostic: 'Diagnostic',
  estimate: 'Estimate',
  guide: 'Downloaded guide',
  popup: 'Popup',
  newsletter: 'Newsletter',
  audit: 'Audit request',
}

export const leadEventTypeLabelsEn: Record<LeadEventType, string> = {
  ...leadSourceLabelsEn,
  status: 'Status change',
  note: 'Note',
}

export const leadStatusLabelsEn: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
}

export const auditStatusLabelsEn: Record<AuditStatus, string> = {
  requested: 'Requested',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  delivered: 'Delivered',
}

export const subscriberStatusLabelsEn: Record<SubscriberStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
}

export const subscriberSourceLabelsEn: Record<SubscriberSource, string> = {
  footer: 'Footer',
  blog: 'Blog',
  popup: 'Popup',
  guide: 'Guide',
}

export const projectCategoryLabelsEn: Record<ProjectCategory, string> = {
  web: 'Web and PWA',
  ai: 'Artificial intelligence',
  marketing: 'Marketing',
  formation: 'Training',
  consulting: 'Consulting',
  seo: 'SEO',
}

export const seoPageTypeLabelsEn: Record<SeoPageType, string> = {
  home: 'Home',
  services: 'Services list',
  service: 'Service page',
  portfolio: 'Portfolio',
  project: 'Project',
  blog: 'Blog',
  article: 'Article',
  contact: 'Contact',
  booking: 'Booking',
  about: 'About',
  guide: 'Guide',
  resources: 'Resources and FAQ',
  consultation: 'Consultation',
  diagnostic: 'Diagnostic',
  legal: 'Legal page',
  search: 'Search',
  other: 'Other',
}

export const seoIntentLabelsEn: Record<SeoIntent, string> = {
  commercial: 'Commercial',
  transactional: 'Transactional',
  informational: 'Informational',
  navigational: 'Navigational',
}

export const expertiseLevelLabelsEn = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
}

export const serviceLabelsEn: Record<BookingService, string> = {
  'consultation-gratuite': 'Free consultation',
  'audit-technique': 'Technical audit',
  consultation: 'Consultation',
  audit: 'Audit',
  formation: 'Training',
  ia: 'AI integration',
  development: 'Development',
  'strategie-digitale': 'Digital strategy',
  'formation-ia': 'AI training',
  'accompagnement-projet': 'Project support',
}

export const appointmentStatusLabelsEn: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
}

export const calendarSyncLabelsEn: Record<CalendarSyncState, string> = {
  none: 'No external calendar',
  pending: 'Pending',
  synced: 'Synced',
  failed: 'Failed (retry scheduled)',
}

export const guideLabelsEn: Record<GuideKey, string> = {
  ia: 'Guide to AI in business',
  webapps: 'Guide to web apps and PWAs',
}

export const popupKindLabelsEn: Record<PopupKind, string> = {
  lead: 'Lead popup',
  exit_intent: 'Exit popup',
}

export const popupTriggerLabelsEn: Record<PopupTrigger, string> = {
  delay: 'After a delay',
  exit_intent: 'Exit intent',
  scroll: 'Scroll depth',
}

export const auditActionLabelsEn: Record<AuditAction, string> = {
  create: 'Creation',
  update: 'Change',
  delete: 'Deletion',
  unlock: 'Unlock',
  'revoke-session': 'Session revoked',
  'password-reset': 'Reset link sent',
  deactivate: 'Deactivation',
  activate: 'Reactivation',
}
