import { getTranslations } from 'next-intl/server'

import { signUpAction } from '@/features/newsletter/actions'
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm.client'
import type { SubscriberSource } from '@/features/newsletter/options'
import { formRenderTime } from '@/platform/spam/spam-fields'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  source: SubscriberSource
  /** Heading level where it sits (h2 in the footer, h3 inside a section). */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** Newsletter sign-up block, for the footer and the blog. */
export async function NewsletterSignUp({ locale, source, headingLevel = 'h2', className }: Props) {
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const Heading = headingLevel
  return (
    <div className={className}>
      <Heading className="eyebrow">{t('title')}</Heading>
      <p className="mt-2 text-sm muted">{t('text')}</p>
      <NewsletterForm
        action={signUpAction.bind(null, locale, source)}
        renderedAt={formRenderTime()}
        labels={{
          label: t('label'),
          placeholder: t('placeholder'),
          submit: t('submit'),
          submitting: t('submitting'),
          consent: t('consent'),
          honeypot: forms('honeypot'),
        }}
      />
    </div>
  )
}
