import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { ServerImage } from '@/components/ui/ServerImage'
import type { ProjectView } from '@/features/portfolio/project-view'
import type { Locale } from '@/i18n/locales'

/** How it was built and run (technologies, timeline), the client's words and the live link. */
export async function ProjectDetails({
  project,
  locale,
}: {
  project: ProjectView
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'portfolio.project' })
  const { testimonial } = project
  return (
    <div className="px-4 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
        {project.timeline.length > 0 ? (
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="text-2xl font-bold">
              {t('timeline')}
            </h2>
            <ol className="mt-6 space-y-4">
              {project.timeline.map((phase, index) => (
                <li key={phase} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-(--accent) font-bold text-(--accent-foreground)"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1.5">{phase}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <div className="space-y-10">
          {project.technologies.length > 0 ? (
            <section aria-labelledby="technologies-title">
              <h2 id="technologies-title" className="text-2xl font-bold">
                {t('technologies')}
              </h2>
              <ul className="mt-6 flex flex-wrap gap-2">
                {project.technologies.map((technology) => (
                  <li
                    key={technology}
                    className="rounded-full border border-(--border) bg-(--muted) px-3 py-1.5 text-sm font-semibold"
                  >
                    {technology}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {project.link ? (
            <a
              href={project.link}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-12 items-center gap-2 rounded-lg border-2 border-current px-6 py-2 font-semibold"
            >
              <Icon name="external-link" className="size-5" />
              {t('link')}
              <span className="sr-only">{t('newTab')}</span>
            </a>
          ) : null}
        </div>
        {testimonial ? (
          <section aria-labelledby="testimonial-title" className="lg:col-span-2">
            <h2 id="testimonial-title" className="text-2xl font-bold">
              {t('testimonial')}
            </h2>
            <figure className="mt-6 rounded-2xl border border-(--border) bg-(--muted) p-6 sm:p-10">
              <blockquote className="flex gap-4 text-xl leading-relaxed">
                <Icon name="quote" className="size-8 shrink-0 text-(--accent)" />
                <p>{testimonial.content}</p>
              </blockquote>
              {testimonial.client ? (
                <figcaption className="mt-6 flex items-center gap-4 border-t border-(--border) pt-4 font-semibold">
                  {/* The client is named in the caption: the picture adds nothing to read. */}
                  {testimonial.avatar ? (
                    <ServerImage
                      src={testimonial.avatar.src}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 rounded-full object-cover"
                    />
                  ) : null}
                  {testimonial.client}
                </figcaption>
              ) : null}
            </figure>
          </section>
        ) : null}
      </div>
    </div>
  )
}
