import { guideRoute } from '@/features/guides/components/guide-route'

const { generateMetadata, Page } = guideRoute('webapps')

export { generateMetadata, Page as default }
