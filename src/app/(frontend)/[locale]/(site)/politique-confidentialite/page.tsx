import { legalRoute } from '@/features/legal/components/legal-route'

const { generateMetadata, Page } = legalRoute('privacy')

export { generateMetadata, Page as default }
