import { getMessages, getTranslations } from 'next-intl/server'

import { FaqExplorer } from '@/features/resources/components/FaqExplorer.client'
import { faqThemes } from '@/features/resources/faq-themes'
import { faqPage } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { ClientMessagesProvider } from '@/i18n/client-messages'

/** The FAQ by theme with its search; `query` is the `?q=` of the request. */
export async function ResourcesFaq({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'resources.faq' })
  const messages = await getMessages({ locale })
  const themes = await faqThemes(locale)
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <JsonLd data={faqPage(themes.flatMap((theme) => theme.entries))} />
        <h2 id="faq-title" className="section-title">
          {t('title')}
        </h2>
        <p className="mt-4 mb-8 text-lg muted">{t('lead')}</p>
        <ClientMessagesProvider
          locale={locale}
          messages={{ resources: { search: messages.resources.search } }}
        >
          <FaqExplorer
            themes={themes}
            initialQuery={query}
            action={getPathname({ locale, href: '/centre-ressources-faq' })}
            contactHref={getPathname({ locale, href: '/contact' })}
          />
        </ClientMessagesProvider>
      </div>
    </section>
  )
}
