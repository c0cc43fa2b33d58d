import { legalMetadata, legalRoute } from '@/features/legal/components/legal-route'

export const generateMetadata = legalMetadata('terms')

export default legalRoute('terms')
