import { newsletterLinkRoute } from '@/features/newsletter/components/link-route'

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

const { generateMetadata, Page } = newsletterLinkRoute('unsubscribePage')

export { generateMetadata, Page as default }
