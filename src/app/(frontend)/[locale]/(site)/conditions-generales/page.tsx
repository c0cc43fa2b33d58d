import { legalRoute } from '@/features/legal/components/legal-route'

const { generateMetadata, Page } = legalRoute('terms')

export { generateMetadata, Page as default }
