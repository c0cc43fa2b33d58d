import { getTranslations } from 'next-intl/server'

import { CtaBand } from '@/components/ui/CtaBand'
import { site } from '@/config/site'
import { AboutHero } from '@/features/about/components/AboutHero'
import { AboutPractices } from '@/features/about/components/AboutPractices'
import { AboutSkills } from '@/features/about/components/AboutSkills'
import { AboutValues } from '@/features/about/components/AboutValues'
import { AboutJsonLd } from '@/features/seo/structured-data/PageJsonLd'
import type { Locale } from '@/i18n/locales'

/** The about page: who I am, approach and values, how I work, skills, and how to get in touch. */
export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.cta' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  return (
    <>
      <AboutJsonLd locale={locale} />
      <AboutHero locale={locale} />
      <AboutValues locale={locale} />
      <AboutPractices locale={locale} />
      <AboutSkills locale={locale} />
      <CtaBand
        id="about-cta-title"
        title={t('title')}
        text={t('text', values)}
        primary={{ href: '/consultation-expertise-gratuite', label: t('consultation') }}
        secondary={{ href: '/contact', label: t('contact') }}
      />
    </>
  )
}
