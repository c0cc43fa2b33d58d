import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { ServerImage } from '@/components/ui/ServerImage'
import type { ProjectView } from '@/features/portfolio/project-view'
import { ProjectTitle } from '@/features/portfolio/components/ProjectTitle'
import type { Locale } from '@/i18n/locales'

export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** A project in a list: the whole card opens the project page through its title link. */
export async function ProjectCard({ project, locale }: { project: ProjectView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  return (
    <article
      data-testid="project-card"
      className="relative flex h-full flex-col overflow-hidden card shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-(--accent)"
    >
      {project.image ? (
        <ServerImage
          src={project.image.src}
          alt={project.image.alt}
          width={project.image.width}
          height={project.image.height}
          sizes={CARD_IMAGE_SIZES}
          className="aspect-[16/10] w-full bg-(--muted) object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[16/10] w-full bg-(--muted)" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <ProjectTitle project={project} locale={locale} size="card" />
        <p className="mt-3 muted">{project.summary}</p>
        <p className="mt-auto flex items-center gap-2 pt-5 text-sm font-medium">
          <Icon name="clock" className="size-4 shrink-0 text-(--accent)" />
          {t('card.duration', { duration: project.duration })}
        </p>
      </div>
    </article>
  )
}
