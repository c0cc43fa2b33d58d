import { blogListRoute } from '@/features/blog/pages/list-routes'
import { noStaticParams } from '@/features/routing/page-route'

/** Rendered on first visit, then served from the page cache until the blog changes. */
export const generateStaticParams = noStaticParams

const { generateMetadata, Page } = blogListRoute<PageProps<'/[locale]/blog/tag/[tag]'>>(
  ({ tag }) => ({
    list: { kind: 'tag', slug: tag },
  }),
)

export { generateMetadata, Page as default }
