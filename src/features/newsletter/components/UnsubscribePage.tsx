import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { NewsletterOutcome } from '@/features/newsletter/components/NewsletterOutcome'
import { unsubscribe } from '@/features/newsletter/subscriptions'
import type { Locale } from '@/i18n/locales'

/** The unsubscribe link of every newsletter e-mail: one click, no sign-in. */
export async function UnsubscribePage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'newsletter.unsubscribePage' })
  const payload = await getPayload({ config: configPromise })
  const { subscriber } = await unsubscribe(payload, token)
  const links = [{ href: '/' as const, label: t('backHome') }]
  if (!subscriber) {
    return <NewsletterOutcome title={t('invalidTitle')} text={t('invalidText')} links={links} />
  }
  return (
    <NewsletterOutcome
      title={t('doneTitle')}
      text={t('doneText', { email: subscriber.email })}
      note={t('resubscribe')}
      links={links}
    />
  )
}
