import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { PageTestimonials } from '@/features/testimonials/components/PageTestimonials'
import type { Locale } from '@/i18n/locales'

const steps = ['read', 'answer', 'call'] as const
const guarantees = ['response', 'quote', 'privacy', 'ownership'] as const
const faq = ['free', 'budget', 'data'] as const

/** What happens next, commitments, testimonials and FAQ under the form. */
export async function ContactReassurance({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  return (
    <div className="mx-auto mt-20 max-w-page space-y-20 px-4 sm:px-6">
      <section aria-labelledby="contact-process">
        <h2 id="contact-process" className="text-2xl font-bold">
          {t('process.title')}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map((key, index) => (
            <li key={key} className="rounded-xl bg-(--muted) p-5">
              <p className="font-bold">
                {index + 1}. {t(`process.steps.${key}.title`)}
              </p>
              <p className="mt-2 text-sm muted">{t(`process.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="contact-guarantees">
        <h2 id="contact-guarantees" className="text-2xl font-bold">
          {t('guarantees.title')}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {guarantees.map((key) => (
            <li key={key} className="flex items-center gap-3">
              <Icon name="shield-check" className="size-5 shrink-0 text-(--accent)" />
              {t(`guarantees.items.${key}`)}
            </li>
          ))}
        </ul>
      </section>
      <PageTestimonials
        locale={locale}
        page="contact"
        title={t('testimonialsTitle')}
        headingId="contact-testimonials"
      />
      <section aria-labelledby="contact-faq">
        <h2 id="contact-faq" className="text-2xl font-bold">
          {t('faq.title')}
        </h2>
        <div className="mt-6 divide-y divide-(--border) border-y border-(--border)">
          {faq.map((key) => (
            <details key={key} className="py-2">
              <summary className="flex min-h-12 cursor-pointer items-center font-semibold">
                {t(`faq.items.${key}.question`)}
              </summary>
              <p className="pb-4 muted">{t(`faq.items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  )
}
