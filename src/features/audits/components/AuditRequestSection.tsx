import { getMessages, getTranslations } from 'next-intl/server'

import { submitAuditRequest } from '@/features/audits/actions'
import { AuditRequestForm } from '@/features/audits/components/AuditRequestForm.client'
import { formatEuros } from '@/features/pricing/format-price'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { formRenderTime } from '@/platform/spam/spam-fields'
import type { Locale } from '@/i18n/locales'
import { ClientMessagesProvider } from '@/i18n/client-messages'

/**
 * The flat-rate technical audit and its request form (contact page, audit service page). On the
 * audit's own page the offer above already gives the price and what is delivered: `withOffer`
 * false leaves the title beside the form, without saying it all a second time.
 */
export async function AuditRequestSection({
  locale,
  withOffer = true,
}: {
  locale: Locale
  withOffer?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'audit' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const messages = await getMessages({ locale })
  const points = Object.values(messages.audit.points)
  const { prices } = await getSiteSettings()
  return (
    <section
      id="audit"
      aria-labelledby="audit-title"
      // After another page's content it stands apart; on the audit's page it follows the price
      // section's own padding and keeps the same room before the next section.
      className={`px-4 sm:px-6 ${withOffer ? 'mt-20' : 'pb-12 sm:pb-20'}`}
    >
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          {withOffer ? (
            <p className="mb-2 font-semibold text-(--accent)">
              {t('eyebrow', { price: formatEuros(prices.audit.amount, locale) })}
            </p>
          ) : null}
          <h2 id="audit-title" className="text-3xl font-bold">
            {t('title')}
          </h2>
          {withOffer ? (
            <>
              <p className="mt-4 muted">{t('lead')}</p>
              <ul className="mt-6 space-y-2">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true">✓</span>
                    {point}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <ClientMessagesProvider locale={locale} messages={{ audit: { form: messages.audit.form } }}>
          <AuditRequestForm
            action={submitAuditRequest.bind(null, locale)}
            renderedAt={formRenderTime()}
            honeypotLabel={forms('honeypot')}
          />
        </ClientMessagesProvider>
      </div>
    </section>
  )
}
