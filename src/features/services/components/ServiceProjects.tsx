import { getTranslations } from 'next-intl/server'

import { HeadingWithLink } from '@/components/ui/HeadingWithLink'
import { ServerImage } from '@/components/ui/ServerImage'
import { getRelatedProjects } from '@/features/portfolio/queries'
import { ProjectTitle } from '@/features/portfolio/components/ProjectTitle'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; categories: string[] }

/**
 * Delivered projects of the service's field (two on a phone or tablet, three across a wide
 * screen), as small rows (picture, title, first
 * figure) rather than full cards: proof at a glance, the portfolio one link away. Completed
 * with other fields when there are too few; nothing when there is no project at all.
 */
export async function ServiceProjects({ locale, categories }: Props) {
  const projects = await getRelatedProjects(locale, { categories, limit: 3, fill: true })
  if (projects.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  return (
    <section aria-labelledby="related-projects-title" className="px-4 pb-12 sm:px-6 sm:pb-20">
      <div className="mx-auto max-w-7xl">
        <HeadingWithLink
          id="related-projects-title"
          title={t('related.title')}
          href="/realisations"
          linkLabel={t('related.all')}
        />
        <ul className="mt-6 grid gap-4 lg:grid-cols-3">
          {projects.map((project) => {
            const metric = project.metrics[0]
            return (
              <li
                key={project.id}
                className="relative flex items-center gap-4 card p-3 max-lg:nth-3:hidden hover:border-(--accent) has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-(--accent)"
              >
                {project.image ? (
                  <ServerImage
                    src={project.image.src}
                    alt=""
                    width={project.image.width}
                    height={project.image.height}
                    sizes="112px"
                    className="aspect-[4/3] w-28 shrink-0 rounded-lg bg-(--muted) object-cover"
                  />
                ) : null}
                <div className="min-w-0">
                  <ProjectTitle project={project} locale={locale} size="row" />
                  {metric ? (
                    <p className="mt-1 text-sm muted">
                      <strong className="text-(--foreground)">{metric.value}</strong> {metric.label}
                    </p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
