import { ProjectPage } from '@/features/portfolio/components/ProjectPage'
import { getProjectBySlug } from '@/features/portfolio/queries'
import { noStaticParams, pageRoute } from '@/features/routing/page-route'

/** None at build time: a project renders on its first visit, then comes from the page cache. */
export const generateStaticParams = noStaticParams

/** Malformed or unknown slugs (encoded junk, 300 characters) end on the not-found page. */
const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/realisation/[slug]'>>({
  href: ({ params: { slug } }) => ({ pathname: '/realisation/[slug]', params: { slug } }),
  async metadata({ locale, params }) {
    const project = await getProjectBySlug(locale, params.slug)
    return project && { title: project.title, description: project.summary }
  },
  async content({ locale, params }) {
    const project = await getProjectBySlug(locale, params.slug)
    return project && <ProjectPage project={project} locale={locale} />
  },
})

export { generateMetadata, Page as default }
