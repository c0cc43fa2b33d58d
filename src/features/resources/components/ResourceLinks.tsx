import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import type { IconName } from '@/components/ui/icons/icon-paths'
import { guideContent } from '@/features/guides/content/guide-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/pathnames'

const resources = [
  { key: 'guideIa', href: '/guide-ia-entreprise', icon: 'book-open' },
  { key: 'guidePwa', href: '/guide-applications-web-pwa', icon: 'smartphone' },
  { key: 'blog', href: '/blog', icon: 'newspaper' },
  { key: 'diagnostic', href: '/diagnostic-business-complet', icon: 'gauge' },
] as const satisfies readonly { key: string; href: StaticPathname; icon: IconName }[]

/** The free resources beyond the FAQ: the two guides, the blog and the diagnostic. */
export async function ResourceLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'resources.more' })
  // The guides' cards carry the guides' own titles, so the two never drift apart.
  const settings = await getSiteSettings()
  const titles = {
    guideIa: guideContent('ia', locale, settings).title,
    guidePwa: guideContent('webapps', locale, settings).title,
    blog: t('items.blog.title'),
    diagnostic: t('items.diagnostic.title'),
  }
  return (
    <section aria-labelledby="resources-more-title" className="bg-(--muted) px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="resources-more-title" className="section-title">
          {t('title')}
        </h2>
        <p className="mt-4 max-w-3xl text-lg muted">{t('lead')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {resources.map(({ key, href, icon }) => (
            <li key={key} className="flex flex-col card p-6">
              <Icon name={icon} className="size-8 text-(--accent)" />
              <p className="mt-4 text-sm font-semibold muted">{t(`items.${key}.kind`)}</p>
              <h3 className="mt-1 text-lg font-bold">{titles[key]}</h3>
              <p className="mt-2 flex-1 muted">{t(`items.${key}.text`)}</p>
              <Link href={href} className="mt-6 link-arrow">
                {t(`items.${key}.cta`)}
                <Icon name="arrow-right" className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
