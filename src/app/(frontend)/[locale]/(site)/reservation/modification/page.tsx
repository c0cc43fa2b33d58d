import { manageLinkRoute } from '@/features/booking/components/manage-route'

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

const { generateMetadata, Page } = manageLinkRoute('reschedule')

export { generateMetadata, Page as default }
