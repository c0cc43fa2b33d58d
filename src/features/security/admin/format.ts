import { formatAdminDate } from '@/features/admin-shell/admin-dates'

/**
 * Dates of the Sécurité screen, in the owner's time zone and the admin's language, written as
 * Payload's lists write them ("27 novembre 2026 à 16:15"); `locale` is the admin's (fr-FR, en-GB).
 */
export const parisDateTime = (value: string | Date | null | undefined, locale = 'fr-FR') =>
  formatAdminDate(value, locale.startsWith('en') ? 'en' : 'fr')

/** A user agent cut to what fits a table cell; the whole string stays in the tooltip. */
export const shortAgent = (agent: string | null | undefined) =>
  agent ? (agent.length > 70 ? `${agent.slice(0, 69)}…` : agent) : '—'
