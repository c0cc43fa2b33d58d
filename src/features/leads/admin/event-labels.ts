import { eventTypeLabels, type LeadEventType } from '@/features/leads/lead-options'
import { leadEventTypeLabelsEn } from '@/fields/option-labels-en'
import type { AdminLanguage } from '@/i18n/admin-table'

/** A source or timeline kind in the admin's language ("Formulaire de contact", "Contact form"). */
export const eventLabel = (type: LeadEventType, language: AdminLanguage): string =>
  language === 'en' ? leadEventTypeLabelsEn[type] : eventTypeLabels[type]
