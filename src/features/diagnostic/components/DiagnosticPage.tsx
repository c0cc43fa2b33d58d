import { getMessages, getTranslations } from 'next-intl/server'

import { diagnosticAction } from '@/features/diagnostic/actions'
import { DiagnosticWizard } from '@/features/diagnostic/components/DiagnosticWizard.client'
import { EstimateCalculator } from '@/features/estimator/components/EstimateCalculator'
import { formRenderTime } from '@/platform/spam/spam-fields'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { PageHero } from '@/components/ui/PageHero'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import { islandMessages, pickMessages } from '@/i18n/island-messages'

/**
 * The business diagnostic page (three steps, calculating, results), followed by the estimate
 * calculator the services page shows too.
 */
export async function DiagnosticPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'diagnostic' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const messages = await getMessages({ locale })
  return (
    <>
      <PageHero
        id="diagnostic-page-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl border border-(--border) p-6 sm:p-10">
          <ClientMessagesProvider
            locale={locale}
            messages={pickMessages(messages, islandMessages.diagnostic)}
          >
            <DiagnosticWizard
              action={diagnosticAction.bind(null, locale)}
              renderedAt={formRenderTime()}
              honeypotLabel={forms('honeypot')}
              links={{
                consultation: getPathname({ locale, href: '/consultation-expertise-gratuite' }),
                diagnostic: getPathname({ locale, href: '/diagnostic-business-complet' }),
              }}
            />
          </ClientMessagesProvider>
        </div>
      </div>
      <EstimateCalculator locale={locale} />
    </>
  )
}
