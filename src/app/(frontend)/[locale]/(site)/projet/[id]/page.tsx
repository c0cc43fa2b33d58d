import { notFound, permanentRedirect } from 'next/navigation'

import { parseProjectId } from '@/features/portfolio/identifiers'
import { getProjectById } from '@/features/portfolio/queries'
import { getPathname } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** Legacy links by id (`/projet/{id}`): a permanent redirect to the project's page. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params
  if (!isLocale(locale)) notFound()
  const projectId = parseProjectId(id)
  const project = projectId === null ? null : await getProjectById(locale, projectId)
  if (!project) notFound()
  permanentRedirect(
    getPathname({
      locale,
      href: { pathname: '/realisation/[slug]', params: { slug: project.slug } },
    }),
  )
}
