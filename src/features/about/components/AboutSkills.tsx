import { ArrowRight, Check } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { aboutContent } from '@/features/about/content/about-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

export async function AboutSkills({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="skills-title" className="bg-[var(--muted)] px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="skills" title={t('skillsTitle')} lead={t('skillsLead')} />
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {aboutContent(locale, settings).skills.map(({ key, title, items }) => (
            <section
              key={key}
              aria-labelledby={`skills-${key}`}
              className="rounded-2xl border border-[var(--border)] bg-[var(--background)] p-6"
            >
              <h3 id={`skills-${key}`} className="text-lg font-bold">
                {title}
              </h3>
              <ul className="mt-4 space-y-2">
                {items.map((item) => (
                  <li key={item} className="flex gap-2 text-sm">
                    <Check
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-[var(--accent)]"
                    />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link
            href="/services"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-[var(--accent)] hover:underline"
          >
            {t('services')}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </p>
      </div>
    </section>
  )
}
