import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { aboutContent } from '@/features/about/content/about-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

export async function AboutSkills({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="skills-title" className="bg-(--muted) px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="skills" title={t('skillsTitle')} lead={t('skillsLead')} />
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {aboutContent(locale, settings).skills.map(({ key, title, items }) => (
            <section key={key} aria-labelledby={`skills-${key}`} className="card p-6">
              <h3 id={`skills-${key}`} className="text-lg font-bold">
                {title}
              </h3>
              <ul className="mt-4 space-y-2 check-list">
                {items.map((item) => (
                  <li key={item}>
                    <Icon name="check" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link href="/services" className="link-arrow">
            {t('services')}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </p>
      </div>
    </section>
  )
}
