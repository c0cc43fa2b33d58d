import { guideRoute } from '@/features/guides/components/guide-route'

const { generateMetadata, Page } = guideRoute('ia')

export { generateMetadata, Page as default }
