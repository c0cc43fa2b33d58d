import { notFound, permanentRedirect } from 'next/navigation'

import { parseProjectId } from '@/features/portfolio/identifiers'
import { getProjectById } from '@/features/portfolio/queries'
import { localeRoute } from '@/features/routing/page-route'
import { getPathname } from '@/i18n/navigation'

/** Legacy links by id (`/projet/{id}`): a permanent redirect to the project's page. */
const { Page } = localeRoute<PageProps<'/[locale]/projet/[id]'>>({
  async page({ locale, params }) {
    const projectId = parseProjectId(params.id)
    const project = projectId === null ? null : await getProjectById(locale, projectId)
    if (!project) notFound()
    permanentRedirect(
      getPathname({
        locale,
        href: { pathname: '/realisation/[slug]', params: { slug: project.slug } },
      }),
    )
  },
})

export { Page as default }
