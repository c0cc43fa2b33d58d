import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { aboutContent } from '@/features/about/content/about-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** The four fields of skills, each a short row of tags: scanned, not read. */
export async function AboutSkills({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="skills-title" className="bg-(--muted) px-4 py-14 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="skills" title={t('skillsTitle')} lead={t('skillsLead')} align="left" />
        <div className="mt-8 grid gap-x-10 gap-y-6 md:grid-cols-2">
          {aboutContent(locale, settings).skills.map(({ key, title, items }) => (
            <section key={key} aria-labelledby={`skills-${key}`}>
              <h3 id={`skills-${key}`} className="font-bold">
                {title}
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {items.map((item) => (
                  <li
                    key={item}
                    className="rounded-full border border-(--border) bg-(--background) px-3 py-1 text-sm"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-8">
          <Link href="/services" className="link-arrow">
            {t('services')}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </p>
      </div>
    </section>
  )
}
