import { legalMetadata, legalRoute } from '@/features/legal/components/legal-route'

export const generateMetadata = legalMetadata('notices')

export default legalRoute('notices')
