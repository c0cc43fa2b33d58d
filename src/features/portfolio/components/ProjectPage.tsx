import { ProjectCta } from '@/features/portfolio/components/ProjectCta'
import { ProjectDetails } from '@/features/portfolio/components/ProjectDetails'
import { ProjectGallery } from '@/features/portfolio/components/ProjectGallery'
import { ProjectHeader } from '@/features/portfolio/components/ProjectHeader'
import { ProjectStory } from '@/features/portfolio/components/ProjectStory'
import { RelatedProjects } from '@/features/portfolio/components/RelatedProjects'
import type { ProjectView } from '@/features/portfolio/project-view'
import { absoluteUrl } from '@/features/seo/metadata'
import { ProjectJsonLd } from '@/features/seo/structured-data/PageJsonLd'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

/** A project's page: server-rendered, no client JavaScript of its own. */
export function ProjectPage({ project, locale }: { project: ProjectView; locale: Locale }) {
  return (
    <>
      <ProjectJsonLd
        project={project}
        locale={locale}
        url={absoluteUrl(
          getPathname({
            locale,
            href: { pathname: '/realisation/[slug]', params: { slug: project.slug } },
          }),
        )}
      />
      <article aria-labelledby="project-title" className="space-y-16 pb-20">
        <ProjectHeader project={project} locale={locale} />
        <ProjectStory project={project} locale={locale} />
        <ProjectGallery images={project.gallery} locale={locale} />
        <ProjectDetails project={project} locale={locale} />
      </article>
      <ProjectCta locale={locale} />
      <RelatedProjects
        locale={locale}
        categories={[project.category]}
        exclude={project.slug}
        fill
        heading="more"
      />
    </>
  )
}
