import { getTranslations } from 'next-intl/server'

import { HeadingWithLink } from '@/components/ui/HeadingWithLink'
import { ProjectCard } from '@/features/portfolio/components/ProjectCard'
import { getRelatedProjects } from '@/features/portfolio/queries'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  /** Portfolio categories to show (`web`, `ai`, `marketing`, `formation`, `consulting`, `seo`). */
  categories: string[]
  limit?: number
  /** A project not to repeat (the one on the page). */
  exclude?: string
  /** Complete with projects of other categories when there are too few. */
  fill?: boolean
  /** "field" for a service page (the default), "more" under a project. */
  heading?: 'field' | 'more'
}

/**
 * Projects beside another page, as cards with a link to the whole portfolio. Renders nothing
 * when no published project matches, so a page never shows an empty block.
 */
export async function RelatedProjects({
  locale,
  categories,
  limit = 3,
  exclude,
  fill = false,
  heading = 'field',
}: Props) {
  const projects = await getRelatedProjects(locale, { categories, limit, exclude, fill })
  if (projects.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  const title = heading === 'more' ? t('project.related') : t('related.title')
  return (
    <section aria-labelledby="related-projects-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <HeadingWithLink
          id="related-projects-title"
          title={title}
          href="/realisations"
          linkLabel={t('related.all')}
        />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} locale={locale} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
