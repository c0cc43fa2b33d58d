import type { Payload } from 'payload'

import { readSiteName } from '@/features/site-settings/read-site-settings'
import { textToHtml } from '@/platform/email/plain-html'
import { sendEmail } from '@/platform/email/send-email'
import { locales, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * Mails to an administrator about their own account. The back office keeps an admin's language
 * in a browser cookie only, so the account's language is not known: the message is written in
 * French, then in English, in one mail (marked French, the back office's default).
 */
type Paragraphs = (t: ReturnType<typeof translator>) => string

const translator = (locale: Locale) => serverTranslator(locale, 'adminAccountMail')

async function sendBilingual(
  payload: Payload,
  to: string,
  subject: (t: ReturnType<typeof translator>, site: string) => string,
  body: Paragraphs,
): Promise<void> {
  const site = await readSiteName(payload)
  const parts = locales.map((locale) => body(translator(locale)))
  const text = parts.join('\n\n—\n\n')
  await sendEmail(payload, {
    to,
    locale: 'fr',
    subject: `${subject(translator('fr'), site)} / ${subject(translator('en'), site)}`,
    text,
    html: textToHtml(text),
  })
}

/** The account's budget of wrong passwords is spent (account-budget.ts). */
export function sendSignInAlert(payload: Payload, to: string, count: number): Promise<void> {
  return sendBilingual(
    payload,
    to,
    (t, site) => t('signInAlertSubject', { site }),
    (t) => t('signInAlertBody', { count }),
  )
}

export type CredentialChange = 'password' | 'email' | 'two-factor'

const changeKey = {
  password: 'changePassword',
  email: 'changeEmail',
  'two-factor': 'changeTwoFactor',
} as const

/** Another admin changed this account's password or e-mail, or removed its second step. */
export function sendCredentialChangeNotice(
  payload: Payload,
  to: string,
  actor: string,
  changes: CredentialChange[],
): Promise<void> {
  return sendBilingual(
    payload,
    to,
    (t, site) => t('credentialsSubject', { site }),
    (t) =>
      t('credentialsBody', {
        actor,
        changes: changes.map((change) => t(changeKey[change])).join(', '),
      }),
  )
}
