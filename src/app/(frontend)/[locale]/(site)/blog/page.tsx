import { blogListRoute } from '@/features/blog/pages/list-routes'

const { generateMetadata, Page } = blogListRoute<PageProps<'/[locale]/blog'>>(() => ({
  list: { kind: 'all' },
}))

export { generateMetadata, Page as default }
