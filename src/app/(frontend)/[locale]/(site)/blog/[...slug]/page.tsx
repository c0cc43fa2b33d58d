import { articleRoute } from '@/features/blog/pages/ArticleRoute'

/**
 * Every form of an article's address but the canonical `{category}/{article}` one (which has
 * its own cached route): found and redirected for each request (see ArticleRoute).
 */
export const dynamic = 'force-dynamic'

const { generateMetadata, Page } = articleRoute<PageProps<'/[locale]/blog/[...slug]'>>(
  ({ slug }) => slug,
)

export { generateMetadata, Page as default }
