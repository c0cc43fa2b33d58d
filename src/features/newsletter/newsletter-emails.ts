import type { Payload } from 'payload'

import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { confirmUrl, listUnsubscribeHeaders, unsubscribeUrl } from '@/features/newsletter/links'
import { readSiteName } from '@/features/site-settings/read-site-settings'
import { serverTranslator } from '@/i18n/server-messages'
import type { NewsletterSubscriber } from '@/payload-types'

type Subscriber = Pick<NewsletterSubscriber, 'email' | 'locale' | 'token'>

/** The double opt-in e-mail: nothing else is sent before the visitor opens its link. */
export async function sendConfirmationEmail(payload: Payload, subscriber: Subscriber) {
  const t = serverTranslator(subscriber.locale, 'newsletter')
  const siteName = await readSiteName(payload)
  const text = t('confirmEmail.text', {
    site: siteName,
    link: confirmUrl(subscriber.locale, subscriber.token),
  })
  await sendEmail(payload, {
    to: subscriber.email,
    subject: t('confirmEmail.subject', { site: siteName }),
    locale: subscriber.locale,
    text,
    html: textToHtml(text),
  })
}

/**
 * Every newsletter e-mail after confirmation goes through here: it ends with the one-click
 * unsubscribe link and carries the List-Unsubscribe headers mail clients act on.
 */
export async function sendNewsletterEmail(
  payload: Payload,
  subscriber: Subscriber,
  message: { subject: string; text: string },
) {
  const t = serverTranslator(subscriber.locale, 'newsletter')
  const footer = t('unsubscribeFooter', {
    link: unsubscribeUrl(subscriber.locale, subscriber.token),
  })
  const text = `${message.text}\n\n--\n${footer}`
  await sendEmail(payload, {
    to: subscriber.email,
    subject: message.subject,
    locale: subscriber.locale,
    text,
    html: textToHtml(text),
    headers: listUnsubscribeHeaders(subscriber.locale, subscriber.token),
  })
}

export async function sendWelcomeEmail(payload: Payload, subscriber: Subscriber) {
  const t = serverTranslator(subscriber.locale, 'newsletter')
  const siteName = await readSiteName(payload)
  await sendNewsletterEmail(payload, subscriber, {
    subject: t('welcomeEmail.subject', { site: siteName }),
    text: t('welcomeEmail.text', { site: siteName }),
  })
}
