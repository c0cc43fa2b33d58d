import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { ServerImage } from '@/components/ui/ServerImage'
import type { ProjectView } from '@/features/portfolio/project-view'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** Back link, title, summary, key facts and the main picture (the page's largest paint). */
export async function ProjectHeader({ project, locale }: { project: ProjectView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  const facts = [
    { term: t('project.category'), value: t(`categories.${project.category}`) },
    { term: t('project.duration'), value: project.duration },
    { term: t('project.status'), value: t('project.completed') },
  ]
  return (
    <section aria-labelledby="project-title" className="px-4 pb-12 pt-10 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <Link
          href="/realisations"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-(--accent) underline-offset-4 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {t('project.back')}
        </Link>
        <h1
          id="project-title"
          className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {project.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg muted">{project.summary}</p>
        <h2 className="sr-only">{t('project.facts')}</h2>
        <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div
              key={fact.term}
              className="rounded-xl border border-(--border) bg-(--muted) px-4 py-3"
            >
              <dt className="text-sm muted">{fact.term}</dt>
              <dd className="mt-1 font-bold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {project.image ? (
          <ServerImage
            src={project.image.src}
            alt={project.image.alt}
            width={project.image.width}
            height={project.image.height}
            sizes="(min-width: 1152px) 1152px, 100vw"
            preload
            className="mt-10 w-full rounded-2xl border border-(--border) bg-(--muted) shadow-lg"
          />
        ) : null}
      </div>
    </section>
  )
}
