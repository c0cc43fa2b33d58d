import { legalMetadata, legalRoute } from '@/features/legal/components/legal-route'

export const generateMetadata = legalMetadata('sales')

export default legalRoute('sales')
