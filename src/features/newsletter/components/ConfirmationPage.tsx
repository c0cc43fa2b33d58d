import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { NewsletterOutcome } from '@/features/newsletter/components/NewsletterOutcome'
import { confirmSubscription } from '@/features/newsletter/subscriptions'
import type { Locale } from '@/i18n/locales'

/** Opening the link of the double opt-in e-mail confirms the subscription. */
export async function ConfirmationPage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'newsletter.confirmPage' })
  const payload = await getPayload({ config: configPromise })
  const { subscriber } = await confirmSubscription(payload, token)
  const links = [
    { href: '/blog' as const, label: t('readBlog') },
    { href: '/' as const, label: t('backHome') },
  ]
  if (!subscriber) {
    return <NewsletterOutcome title={t('invalidTitle')} text={t('invalidText')} links={links} />
  }
  if (subscriber.status === 'unsubscribed') {
    return (
      <NewsletterOutcome
        title={t('unsubscribedTitle')}
        text={t('unsubscribedText')}
        links={links}
      />
    )
  }
  return (
    <NewsletterOutcome
      title={t('confirmedTitle')}
      text={t('confirmedText', { email: subscriber.email })}
      links={links}
    />
  )
}
