import { getMessages, getTranslations } from 'next-intl/server'

import { sendEstimate } from '@/features/estimator/actions'
import { EstimateForm } from '@/features/estimator/components/EstimateForm.client'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { formRenderTime } from '@/platform/spam/spam-fields'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import { islandMessages, pickMessages } from '@/i18n/island-messages'

/** The estimate calculator section, on the services page and on the diagnostic page. */
export async function EstimateCalculator({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'estimator' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const messages = await getMessages({ locale })
  const { prices } = await getSiteSettings()
  return (
    <section
      id="estimate"
      aria-labelledby="estimate-title"
      className="mx-auto mt-20 max-w-page px-4 sm:px-6"
    >
      <h2 id="estimate-title" className="text-3xl font-extrabold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-3 max-w-3xl text-lg muted">{t('lead')}</p>
      <div className="mt-8">
        <ClientMessagesProvider
          locale={locale}
          messages={pickMessages(messages, islandMessages.estimator)}
        >
          <EstimateForm
            action={sendEstimate.bind(null, locale)}
            renderedAt={formRenderTime()}
            honeypotLabel={forms('honeypot')}
            prices={prices}
            links={{
              contact: getPathname({ locale, href: '/contact' }),
              consultation: getPathname({ locale, href: '/consultation-expertise-gratuite' }),
            }}
          />
        </ClientMessagesProvider>
      </div>
    </section>
  )
}
