import { legalRoute } from '@/features/legal/components/legal-route'

const { generateMetadata, Page } = legalRoute('notices')

export { generateMetadata, Page as default }
