import type { Payload } from 'payload'

import { env } from '@/config/env'
import { formatWhen, formatZone } from '@/features/booking/format'
import { invitationIcs } from '@/features/booking/ics'
import { bookingUrl, manageUrl } from '@/features/booking/links'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { isBookingService } from '@/features/booking/services'
import { ownerAddress } from '@/platform/email/owner-address'
import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { quotableName, visitorGreeting } from '@/platform/email/visitor-name'
import { readSiteName } from '@/features/site-settings/read-site-settings'
import { isLocale, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { Appointment } from '@/payload-types'

export type AppointmentEvent = 'confirm' | 'change' | 'cancel' | 'reminder'

const ownerSubjectKey = {
  confirm: 'ownerSubject',
  change: 'ownerChangeSubject',
  cancel: 'ownerCancelSubject',
} as const

function localeOf(appointment: Appointment): Locale {
  return isLocale(appointment.locale) ? appointment.locale : 'fr'
}

type Invitation = { owner: string; siteName: string; summary: string; description: string }

function invitation(
  appointment: Appointment,
  { owner, siteName, summary, description }: Invitation,
) {
  return invitationIcs({
    uid: appointment.icsUid ?? `${appointment.id}@rendez-vous`,
    sequence: appointment.icsSequence ?? 0,
    start: new Date(appointment.start),
    end: new Date(appointment.end ?? appointment.start),
    summary,
    description,
    cancelled: appointment.status === 'cancelled',
    organizer: { name: siteName, email: owner },
    attendee: appointment.email
      ? { name: quotableName(appointment.name) ?? appointment.email, email: appointment.email }
      : undefined,
  })
}

/**
 * What the visitor gets for an event of their appointment, in their language and zone: the
 * e-mail's subject and text (with fresh signed links) and the invitation (`.ics`, REQUEST, or
 * CANCEL) whose description is that text. The confirmation page offers the same invitation.
 */
export async function visitorInvitation(
  payload: Payload,
  appointment: Appointment,
  event: AppointmentEvent,
) {
  const locale = localeOf(appointment)
  const t = serverTranslator(locale, 'booking')
  const zone = appointment.timeZone || 'Europe/Paris'
  const service = isBookingService(appointment.service) ? t(`services.${appointment.service}`) : ''
  const date = formatWhen(new Date(appointment.start), locale, zone)
  const siteName = await readSiteName(payload)
  const text = t(`email.${event}Text`, {
    greeting: visitorGreeting(locale, appointment.name),
    service,
    date,
    zone: formatZone(zone, locale, new Date(appointment.start)),
    phone: appointment.phone ?? '',
    cancelUrl: manageUrl(appointment, 'cancel', locale),
    rescheduleUrl: manageUrl(appointment, 'reschedule', locale),
    bookingUrl: bookingUrl(locale),
    studio: siteName,
  })
  const owner = await ownerAddress(payload)
  const ics = invitation(appointment, {
    owner,
    siteName,
    summary: `${service} – ${siteName}`,
    description: text,
  })
  return { locale, owner, text, ics, subject: t(`email.${event}Subject`, { service, date }) }
}

/**
 * The visitor's e-mail for an event of their appointment, with its invitation. Returns true when
 * delivery failed for now (the outbox retries it).
 */
export async function notifyVisitor(
  payload: Payload,
  appointment: Appointment,
  event: AppointmentEvent,
): Promise<boolean> {
  if (!appointment.email) return false
  const { locale, owner, text, ics, subject } = await visitorInvitation(payload, appointment, event)
  const outcome = await sendEmail(payload, {
    to: appointment.email,
    subject,
    locale,
    text,
    html: textToHtml(text),
    replyTo: owner,
    attachments: [
      {
        filename: event === 'cancel' ? 'annulation.ics' : 'invitation.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${event === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
      },
    ],
  })
  return outcome.failed
}

/** The owner's notice, in French, with the invitation for their own calendar. */
export async function notifyOwner(
  payload: Payload,
  appointment: Appointment,
  event: Exclude<AppointmentEvent, 'reminder'>,
): Promise<void> {
  const t = serverTranslator('fr', 'booking')
  const service = isBookingService(appointment.service) ? serviceLabelsFr[appointment.service] : ''
  const date = formatWhen(new Date(appointment.start), 'fr', 'Europe/Paris')
  const text = [
    `${service} – ${date}`,
    `${appointment.name ?? ''} <${appointment.email ?? ''}> ${appointment.phone ?? ''}`.trim(),
    appointment.notes ? `\n${appointment.notes}` : '',
    '',
    `${env().SITE_URL.replace(/\/$/, '')}/admin/collections/appointments/${appointment.id}`,
  ].join('\n')
  const owner = await ownerAddress(payload)
  const siteName = await readSiteName(payload)
  await sendEmail(payload, {
    to: owner,
    subject: t(`email.${ownerSubjectKey[event]}`, {
      service,
      date,
      name: appointment.name ?? appointment.email ?? '',
    }),
    locale: 'fr',
    text,
    html: textToHtml(text),
    replyTo: appointment.email ?? undefined,
    attachments: [
      {
        filename: 'rendez-vous.ics',
        content: invitation(appointment, {
          owner,
          siteName,
          summary: `${service} – ${appointment.name ?? ''}`,
          description: text,
        }),
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
  })
}
