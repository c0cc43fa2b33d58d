import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { matchesFilter, type FilterCategory } from '@/features/portfolio/categories'
import { CategoryFilter } from '@/features/portfolio/components/CategoryFilter'
import { ProjectCard } from '@/features/portfolio/components/ProjectCard'
import { ProjectCta } from '@/features/portfolio/components/ProjectCta'
import { getProjects } from '@/features/portfolio/queries'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { PageHero } from '@/components/ui/PageHero'

type Props = { locale: Locale; category: FilterCategory }

/** The portfolio: hero, category filter, project cards, call to action. */
export async function PortfolioPage({ locale, category }: Props) {
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  const projects = (await getProjects(locale)).filter((project) =>
    matchesFilter(project.category, category),
  )
  return (
    <>
      <PageHero
        id="portfolio-title"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        width="7xl"
      />
      <section aria-labelledby="projects-title" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h2 id="projects-title" className="sr-only">
            {t('listTitle')}
          </h2>
          <CategoryFilter locale={locale} current={category} />
          <p aria-live="polite" className="mt-6 text-sm font-medium muted">
            {t('filter.count', { count: projects.length })}
          </p>
          {projects.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} locale={locale} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-(--border) p-8 text-center sm:p-12">
              <h3 className="text-xl font-bold">{t('empty.title')}</h3>
              <p className="mx-auto mt-3 max-w-xl muted">{t('empty.text')}</p>
              <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
                <Link href="/realisations" className={buttonStyles.outline}>
                  {t('empty.all')}
                </Link>
                <Link href="/contact" className={buttonStyles.primary}>
                  {t('empty.contact')}
                </Link>
              </div>
            </div>
          )}
        </div>
      </section>
      <ProjectCta locale={locale} />
    </>
  )
}
