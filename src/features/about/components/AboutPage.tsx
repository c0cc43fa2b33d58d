import { getTranslations } from 'next-intl/server'

import { CtaBand } from '@/components/ui/CtaBand'
import { site } from '@/config/site'
import { AboutHero } from '@/features/about/components/AboutHero'
import { AboutPractices } from '@/features/about/components/AboutPractices'
import { AboutSkills } from '@/features/about/components/AboutSkills'
import { AboutValues } from '@/features/about/components/AboutValues'
import { AboutJsonLd } from '@/features/seo/structured-data/PageJsonLd'
import { PageTestimonials } from '@/features/testimonials/components/PageTestimonials'
import type { Locale } from '@/i18n/locales'

/**
 * The about page: who I am, approach and values, how I work, what clients say (the quotes the
 * owner chose for this page), skills, and how to get in touch.
 */
export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  return (
    <>
      <AboutJsonLd locale={locale} />
      <AboutHero locale={locale} />
      <AboutValues locale={locale} />
      <AboutPractices locale={locale} />
      <div className="mx-auto max-w-page px-4 pb-14 sm:px-6 sm:pb-16">
        <PageTestimonials
          locale={locale}
          page="about"
          title={t('testimonialsTitle')}
          headingId="about-testimonials-title"
        />
      </div>
      <AboutSkills locale={locale} />
      <CtaBand
        id="about-cta-title"
        title={t('cta.title')}
        text={t('cta.text', values)}
        primary={{ href: '/consultation-expertise-gratuite', label: t('cta.consultation') }}
        secondary={{ href: '/contact', label: t('cta.contact') }}
      />
    </>
  )
}
