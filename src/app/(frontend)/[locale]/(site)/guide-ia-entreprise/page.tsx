import { guideMetadata, guideRoute } from '@/features/guides/components/guide-route'

export const generateMetadata = guideMetadata('ia')

export default guideRoute('ia')
