import { permanentRedirect } from 'next/navigation'

import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { parseProjectId } from '@/features/portfolio/identifiers'
import { getProjectById } from '@/features/portfolio/queries'
import type { ProjectView } from '@/features/portfolio/project-view'
import { localeRoute, noStaticParams } from '@/features/routing/page-route'
import { notFoundMetadata } from '@/features/seo/not-found-metadata'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * Rendered for the page cache, like the other pages: an id naming no project gets the
 * localized not-found page with its 404 and `<html lang>` in the server's HTML. Rendered per
 * request, `notFound()` answered Next.js's bare error document, without the layout's `lang`.
 * (A cached redirect sends its Location once: scripts/lib/single-location.mjs.)
 */
export const generateStaticParams = noStaticParams

const projectOf = async (locale: Locale, id: string): Promise<ProjectView | null> => {
  const projectId = parseProjectId(id)
  return projectId === null ? null : getProjectById(locale, projectId)
}

/** Legacy links by id (`/projet/{id}`): a permanent redirect to the project's page. */
const { generateMetadata, Page } = localeRoute<PageProps<'/[locale]/projet/[id]'>>({
  async metadata({ locale, params }) {
    return (await projectOf(locale, params.id)) ? {} : notFoundMetadata(locale)
  },
  async page({ locale, params }) {
    const project = await projectOf(locale, params.id)
    if (!project) return <NotFoundPage />
    permanentRedirect(
      getPathname({
        locale,
        href: { pathname: '/realisation/[slug]', params: { slug: project.slug } },
      }),
    )
  },
})

export { generateMetadata, Page as default }
