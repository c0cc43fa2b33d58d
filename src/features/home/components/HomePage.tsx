import { DiagnosticSection } from '@/features/home/components/DiagnosticSection'
import { FaqSection } from '@/features/home/components/FaqSection'
import { FinalCtaSection } from '@/features/home/components/FinalCtaSection'
import { HomeClaims } from '@/features/home/components/HomeClaims'
import { HeroSection } from '@/features/home/components/HeroSection'
import { ProblemsSection } from '@/features/home/components/ProblemsSection'
import { ServiceRows } from '@/features/home/components/ServiceRows'
import { SolutionsSection } from '@/features/home/components/SolutionsSection'
import { TestimonialsSection } from '@/features/home/components/TestimonialsSection'
import { HomeJsonLd } from '@/features/seo/structured-data/PageJsonLd'
import { ClientLogos } from '@/features/testimonials/components/ClientLogos'
import type { Locale } from '@/i18n/locales'

/**
 * The home page: server-rendered sections, no client JavaScript of its own. It reads as one
 * argument, each step said once: the problems (named in the hero, measured below it), the
 * answers, the offer and its prices, the proof, then the ways to start.
 */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <HomeJsonLd locale={locale} />
      <HeroSection locale={locale} />
      <ClientLogos locale={locale}>
        <HomeClaims locale={locale} />
      </ClientLogos>
      <ProblemsSection locale={locale} />
      <SolutionsSection locale={locale} />
      <ServiceRows locale={locale} />
      <TestimonialsSection locale={locale} />
      <DiagnosticSection locale={locale} />
      <FaqSection locale={locale} />
      <FinalCtaSection locale={locale} />
    </>
  )
}
