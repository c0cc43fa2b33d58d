import { legalMetadata, legalRoute } from '@/features/legal/components/legal-route'

export const generateMetadata = legalMetadata('privacy')

export default legalRoute('privacy')
