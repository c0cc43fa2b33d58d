import type { Payload } from 'payload'

import { env } from '@/config/env'
import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { visitorGreeting } from '@/platform/email/visitor-name'
import { guideContent } from '@/features/guides/content/guide-content'
import { DOWNLOAD_LINK_TTL_MS, signDownloadToken } from '@/features/guides/download-token'
import { downloadUrl, guidePaths } from '@/features/guides/guide-files'
import { type GuideKey, guideLabels } from '@/features/guides/guide-keys'
import type { GuideRequestInput } from '@/features/guides/schema'
import { normalizeEmail } from '@/features/leads/lead-options'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import { signUpForNewsletter } from '@/features/newsletter/subscriptions'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

export type GuideRequest = Pick<GuideRequestInput, 'email' | 'name' | 'newsletter'> & {
  guide: GuideKey
  locale: Locale
}

/** The signed link of a stored download, valid for seven days from `now`. */
export function downloadToken(request: GuideRequest, downloadId: string | number, now: number) {
  return signDownloadToken(
    {
      guide: request.guide,
      locale: request.locale,
      downloadId: String(downloadId),
      expiresAt: now + DOWNLOAD_LINK_TTL_MS,
    },
    env().PAYLOAD_SECRET,
  )
}

/**
 * A guide request: the download row is stored first (with the consent time), then the lead and
 * its timeline, the optional newsletter sign-up (double opt-in), and last the e-mail with the
 * link. The outbox keeps the e-mail when SMTP fails, so the visitor still gets their link.
 */
export async function requestGuide(payload: Payload, request: GuideRequest, now = Date.now()) {
  const email = normalizeEmail(request.email)
  const download = await payload.create({
    collection: 'guide-downloads',
    data: {
      guide: request.guide,
      email,
      consentAt: new Date(now).toISOString(),
      newsletter: request.newsletter,
      locale: request.locale,
    },
    overrideAccess: true,
  })
  const lead = await recordLeadActivity(payload, {
    email,
    locale: request.locale,
    source: 'guide',
    summary: `Guide demandé : ${guideLabels[request.guide]} (${request.locale.toUpperCase()})`,
    name: request.name,
    related: { collection: 'guide-downloads', id: download.id },
    at: new Date(now),
  })
  await payload.update({
    collection: 'guide-downloads',
    id: download.id,
    data: { lead: lead.id },
    overrideAccess: true,
  })
  if (request.newsletter) {
    try {
      await signUpForNewsletter(payload, { email, locale: request.locale, source: 'guide' })
    } catch (error) {
      // The guide was asked for first: a failed sign-up must not cost the visitor their link.
      payload.logger.error({ err: error, downloadId: download.id }, 'Newsletter sign-up failed')
    }
  }
  const token = downloadToken(request, download.id, now)
  await sendGuideEmail(payload, request, email, token)
  return { download, token }
}

async function sendGuideEmail(payload: Payload, request: GuideRequest, to: string, token: string) {
  const t = serverTranslator(request.locale, 'guides')
  const settings = await readSiteSettings(payload)
  const { title } = guideContent(request.guide, request.locale, settings)
  const base = env().SITE_URL
  const greeting = visitorGreeting(request.locale, request.name)
  const body = t('email.text', {
    title,
    link: downloadUrl(token),
    page: `${base}${localizedPath(request.locale, guidePaths[request.guide])}`,
    consultation: `${base}${localizedPath(request.locale, '/consultation-expertise-gratuite')}`,
    studio: settings.siteName,
  })
  const text = `${greeting}\n\n${body}`
  await sendEmail(payload, {
    to,
    subject: t('email.subject', { title }),
    locale: request.locale,
    text,
    html: textToHtml(text),
  })
}
