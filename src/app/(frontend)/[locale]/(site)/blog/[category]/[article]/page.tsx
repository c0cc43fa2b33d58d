import { articleRoute } from '@/features/blog/pages/ArticleRoute'
import { noStaticParams } from '@/features/routing/page-route'

/** An article at its canonical address: rendered on first visit, then served from the cache. */
export const generateStaticParams = noStaticParams

const { generateMetadata, Page } = articleRoute<PageProps<'/[locale]/blog/[category]/[article]'>>(
  ({ category, article }) => [category, article],
)

export { generateMetadata, Page as default }
