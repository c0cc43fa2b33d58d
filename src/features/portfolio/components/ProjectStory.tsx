import { getTranslations } from 'next-intl/server'

import type { ProjectView } from '@/features/portfolio/project-view'
import type { Locale } from '@/i18n/locales'

const panel = 'card p-6 sm:p-8'

/** The project's story: context, challenge, solution, results and their key figures. */
export async function ProjectStory({ project, locale }: { project: ProjectView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portfolio.project' })
  return (
    <div className="px-4 sm:px-6">
      <div className="mx-auto max-w-6xl space-y-10">
        {project.description ? (
          <p className="max-w-3xl text-lg leading-relaxed">{project.description}</p>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="challenge-title" className={panel}>
            <h2 id="challenge-title" className="text-2xl font-bold">
              {t('challenge')}
            </h2>
            <p className="mt-4 leading-relaxed">{project.challenge}</p>
          </section>
          <section aria-labelledby="solution-title" className={panel}>
            <h2 id="solution-title" className="text-2xl font-bold">
              {t('solution')}
            </h2>
            <p className="mt-4 leading-relaxed">{project.solution}</p>
          </section>
        </div>
        <section aria-labelledby="results-title" className={`${panel} bg-(--muted)`}>
          <h2 id="results-title" className="text-2xl font-bold">
            {t('results')}
          </h2>
          <p className="mt-4 max-w-3xl leading-relaxed">{project.results}</p>
          {project.metrics.length > 0 ? (
            <>
              <h3 className="mt-8 text-lg font-bold">{t('metrics')}</h3>
              <dl className="mt-4 grid gap-4 sm:grid-cols-3">
                {project.metrics.map((metric) => (
                  <div
                    key={`${metric.value}-${metric.label}`}
                    className="flex flex-col-reverse justify-end rounded-xl border border-(--border) bg-(--background) p-5"
                  >
                    <dt className="mt-1 muted">{metric.label}</dt>
                    <dd className="text-3xl font-extrabold text-(--accent)">{metric.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>
      </div>
    </div>
  )
}
