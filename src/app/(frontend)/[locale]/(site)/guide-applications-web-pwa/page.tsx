import { guideMetadata, guideRoute } from '@/features/guides/components/guide-route'

export const generateMetadata = guideMetadata('webapps')

export default guideRoute('webapps')
