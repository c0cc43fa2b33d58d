import { blogListRoute } from '@/features/blog/pages/list-routes'
import { noStaticParams } from '@/features/routing/page-route'

/** Rendered on first visit, then served from the page cache until the blog changes. */
export const generateStaticParams = noStaticParams

/** Page n of the list, reached through `?page=n` (rewritten by the proxy). */
const { generateMetadata, Page } = blogListRoute<
  PageProps<'/[locale]/blog/category/[category]/page/[n]'>
>(({ category, n }) => ({ list: { kind: 'category', slug: category }, page: n }))

export { generateMetadata, Page as default }
