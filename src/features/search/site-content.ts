import type { ProjectView } from '@/features/portfolio/project-view'
import { faqEn } from '@/features/resources/content/faq.en'
import { faqFr } from '@/features/resources/content/faq.fr'
import type { MessageTexts } from '@/features/search/message-texts'
import type { SiteEntry } from '@/features/search/site-match'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/pathnames'

/**
 * The published projects of one language, by everything their page shows. The client's
 * description in the testimonial names the trade ("a plumbing and heating firm"): it counts
 * with the category as what the project is about.
 */
export function projectEntries(
  locale: Locale,
  projects: ProjectView[],
  t: MessageTexts,
): SiteEntry[] {
  return projects.map((project) => {
    const [category = ''] = t([`portfolio.categories.${project.category}`])
    return {
      kind: 'project',
      href: getPathname({
        href: { pathname: '/realisation/[slug]', params: { slug: project.slug } },
        locale,
      }),
      title: project.title,
      text: project.summary,
      category,
      aliases: [],
      labels: [category, project.testimonial?.client ?? '', ...project.technologies],
      description: project.summary,
      headings: project.metrics.map((metric) => metric.label),
      body: [
        project.description,
        project.challenge,
        project.solution,
        project.results,
        ...project.timeline,
        project.testimonial?.content ?? '',
        project.duration,
      ],
    }
  })
}

const faqContents = { fr: faqFr, en: faqEn }

/**
 * Each question of the resources centre, linked to its place in the centre's FAQ. The home
 * page's questions come with the home's own text, as the centre shows them.
 */
export function faqEntries(
  locale: Locale,
  settings: PublicSiteSettings,
  t: MessageTexts,
): SiteEntry[] {
  const page = localizedPath(locale, '/centre-ressources-faq')
  return faqContents[locale](settings).flatMap((theme) =>
    theme.entries.map((content): SiteEntry => {
      const entry =
        'home' in content
          ? {
              id: content.home,
              question: t([`home.faq.items.${content.home}.question`]).join(' '),
              answer: t([`home.faq.items.${content.home}.answer`]).join(' '),
            }
          : content
      return {
        kind: 'faq',
        href: `${page}#faq-${entry.id}`,
        title: entry.question,
        text: entry.answer,
        category: theme.title,
        aliases: [],
        labels: [theme.title],
        description: entry.answer,
        headings: [],
        body: [],
      }
    }),
  )
}
