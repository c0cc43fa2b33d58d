import { getTranslations } from 'next-intl/server'

import type { ProjectView } from '@/features/portfolio/project-view'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const sizes = {
  /** A card of the portfolio's lists. */
  card: { category: 'text-sm', title: 'mt-2 text-xl' },
  /** A small row beside a thumbnail (a service page's projects). */
  row: { category: 'text-xs', title: '' },
}

/**
 * A project's field over its title, whose link stretches over the whole card or row holding
 * it (that element is `relative`): one target, named by the project's title.
 */
export async function ProjectTitle({
  project,
  locale,
  size,
}: {
  project: Pick<ProjectView, 'category' | 'slug' | 'title'>
  locale: Locale
  size: keyof typeof sizes
}) {
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  return (
    <>
      <p className={`${sizes[size].category} font-semibold text-(--accent)`}>
        {t(`categories.${project.category}`)}
      </p>
      <h3 className={`${sizes[size].title} font-bold text-balance`}>
        <Link
          href={{ pathname: '/realisation/[slug]', params: { slug: project.slug } }}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {project.title}
        </Link>
      </h3>
    </>
  )
}
