import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { submitGuideRequest } from '@/features/guides/actions'
import { GuideOverview } from '@/features/guides/components/GuideOverview'
import { GuideRequestForm } from '@/features/guides/components/GuideRequestForm.client'
import { guideContent, guidePageCount } from '@/features/guides/content/guide-content'
import type { GuideKey } from '@/features/guides/guide-keys'
import { PwaDemoSection } from '@/features/pwa-demo/components/PwaDemoSection'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { formRenderTime } from '@/platform/spam/spam-fields'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

/** A guide's page: what is inside, and the form that sends the download link. */
export async function GuidePage({ guide, locale }: { guide: GuideKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'guides' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const messages = await getMessages({ locale })
  const content = guideContent(guide, locale, await getSiteSettings())
  return (
    <>
      <section aria-labelledby="guide-title" className="px-4 pb-12 pt-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <p className="font-semibold text-(--accent)">{t('eyebrow')}</p>
          <h1 id="guide-title" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {content.title}
          </h1>
          <p className="mt-4 max-w-3xl text-xl">{content.subtitle}</p>
          <p className="mt-4 max-w-3xl text-lg muted">{content.pitch}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <p className="rounded-full bg-(--muted) px-4 py-2 font-semibold">
              {t('facts', { pages: guidePageCount(content) })}
            </p>
            {/* On a phone the form comes after the whole overview: one tap reaches it. */}
            <a
              href="#guide-form"
              className="inline-flex min-h-11 items-center rounded-lg bg-(--accent) px-5 font-semibold text-(--accent-foreground) lg:hidden"
            >
              {t('form.title')}
            </a>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-page gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <GuideOverview
          content={content}
          titles={{
            contents: t('contentsTitle'),
            audience: t('audienceTitle'),
            benefits: t('benefitsTitle'),
          }}
        />
        <section
          id="guide-form"
          aria-labelledby="guide-form-title"
          className="h-fit scroll-mt-24 rounded-2xl border border-(--border) p-6 lg:sticky lg:top-24"
        >
          <h2 id="guide-form-title" className="text-2xl font-bold">
            {t('form.title')}
          </h2>
          <p className="mb-6 mt-2 muted">{t('form.lead')}</p>
          <NextIntlClientProvider
            locale={locale}
            messages={{ guides: { form: messages.guides.form } }}
          >
            <GuideRequestForm
              action={submitGuideRequest.bind(null, guide, locale)}
              renderedAt={formRenderTime()}
              honeypotLabel={forms('honeypot')}
              privacyHref={getPathname({ href: '/politique-confidentialite', locale })}
            />
          </NextIntlClientProvider>
        </section>
      </div>
      {guide === 'webapps' ? <PwaDemoSection locale={locale} /> : null}
    </>
  )
}
