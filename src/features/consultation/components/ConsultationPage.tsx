import { getTranslations } from 'next-intl/server'

import { CtaBand } from '@/components/ui/CtaBand'
import { chevronClass, Disclosure } from '@/components/ui/Disclosure'
import { Icon } from '@/components/ui/icons/Icon'
import { site } from '@/config/site'
import { ConsultationDetails } from '@/features/consultation/components/ConsultationDetails'
import { ConsultationFit } from '@/features/consultation/components/ConsultationFit'
import { ConsultationHero } from '@/features/consultation/components/ConsultationHero'
import { ConsultationProcess } from '@/features/consultation/components/ConsultationProcess'
import { consultationContent } from '@/features/consultation/content/consultation-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { PageTestimonials } from '@/features/testimonials/components/PageTestimonials'
import type { Locale } from '@/i18n/locales'

/** The free consultation page: what it brings, how it goes, for whom and what it is not, FAQ and booking. */
export async function ConsultationPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  return (
    <>
      <ConsultationHero locale={locale} />
      <ConsultationDetails locale={locale} />
      <ConsultationProcess locale={locale} />
      <ConsultationFit locale={locale} />
      <div className="mx-auto max-w-5xl px-4 pt-14 sm:px-6 sm:pt-16">
        <PageTestimonials
          locale={locale}
          page="consultation"
          title={t('testimonialsTitle')}
          headingId="consultation-testimonials-title"
        />
      </div>
      <section aria-labelledby="consultation-faq-title" className="px-4 pt-14 sm:px-6 sm:pt-16">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="consultation-faq" title={t('faqTitle')} />
          <div className="mt-6 divide-y sm:mt-10 divide-(--border) border-y border-(--border)">
            {consultationContent(locale, await getSiteSettings()).faq.map((entry) => (
              <Disclosure
                key={entry.id}
                question={entry.question}
                answer={entry.answer}
                chevron={<Icon name="chevron-down" className={chevronClass} />}
              />
            ))}
          </div>
        </div>
      </section>
      <CtaBand
        id="consultation-cta-title"
        title={t('cta.title')}
        text={t('cta.text', values)}
        primary={{ href: '/reservation', label: t('cta.book') }}
        secondary={{ href: '/contact', label: t('cta.contact') }}
      />
    </>
  )
}
