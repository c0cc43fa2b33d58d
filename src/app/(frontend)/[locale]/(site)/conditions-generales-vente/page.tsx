import { legalRoute } from '@/features/legal/components/legal-route'

const { generateMetadata, Page } = legalRoute('sales')

export { generateMetadata, Page as default }
