import {
  type LeadEventType,
  type LeadStatus,
  isLeadStatus,
  leadEventTypes,
  statusLabels,
} from '@/features/leads/lead-options'
import { leadStatusLabelsEn } from '@/fields/option-labels-en'
import type { AdminLanguage } from '@/i18n/admin-table'
import type { LeadEvent } from '@/payload-types'

/** The records a capture may point to, each with the words of its link in the feed. */
export const linkedCollections = [
  'contacts',
  'appointments',
  'diagnostics',
  'roi',
  'guide-downloads',
  'audits',
  'newsletter-subscribers',
  'popups',
] as const
export type LinkedCollection = (typeof linkedCollections)[number]

/** One line of the activity feed, ready to draw: text and date already in the admin's language. */
export type FeedItem = {
  id: number
  type: LeadEventType
  /** What happened, in the admin's language for a status change, as stored otherwise. */
  text: string
  /** ISO moment, for `<time dateTime>`. */
  at: string
  /** "27 novembre 2026 à 16:15" / "November 27, 2026 at 4:15 PM", Paris time. */
  date: string
  link: { href: string; collection: LinkedCollection } | null
}

/** The owner works from Paris: every moment of the back office is read on its clock. */
const timeZone = 'Europe/Paris'

const formats = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }),
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }),
}
const dayFormats = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone }),
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }),
}

// Some ICU versions put narrow no-break spaces around the time ("4:15 PM"): one kind of space
// for readers and for searching the page alike.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** A moment as a person says it, in the admin's language and Paris time. */
export function humanDate(iso: string, language: AdminLanguage): string {
  return plainSpaces(formats[language].format(new Date(iso)))
}

/** A day, short ("27 nov. 2026" / "Nov 27, 2026"), for the cards of the board. */
export function humanDay(iso: string, language: AdminLanguage): string {
  return plainSpaces(dayFormats[language].format(new Date(iso)))
}

export function statusLabel(status: LeadStatus, language: AdminLanguage): string {
  return language === 'en' ? leadStatusLabelsEn[status] : statusLabels[status]
}

const isLinked = (value: unknown): value is LinkedCollection =>
  typeof value === 'string' && (linkedCollections as readonly string[]).includes(value)

/** The record behind a capture, in the back office; none for an unknown collection or id. */
export function relatedLink(collection: unknown, id: unknown): FeedItem['link'] {
  if (!isLinked(collection) || typeof id !== 'string' || !/^\d+$/.test(id)) return null
  return { href: `/admin/collections/${collection}/${id}`, collection }
}

type StatusWords = (from: string, to: string) => string

/** Timeline rows as feed lines, newest first as they came. */
export function feedItems(
  events: Pick<
    LeadEvent,
    | 'id'
    | 'type'
    | 'summary'
    | 'occurredAt'
    | 'relatedCollection'
    | 'relatedId'
    | 'fromStatus'
    | 'toStatus'
  >[],
  language: AdminLanguage,
  statusWords: StatusWords,
): FeedItem[] {
  return events
    .filter((event) => (leadEventTypes as readonly string[]).includes(event.type))
    .map((event) => {
      const { fromStatus: from, toStatus: to } = event
      const text =
        event.type === 'status' && isLeadStatus(from) && isLeadStatus(to)
          ? statusWords(statusLabel(from, language), statusLabel(to, language))
          : event.summary
      return {
        id: event.id,
        type: event.type,
        text,
        at: event.occurredAt,
        date: humanDate(event.occurredAt, language),
        link: relatedLink(event.relatedCollection, event.relatedId),
      }
    })
}
