import { serviceRoute } from '@/features/services/components/service-route'

const { generateMetadata, Page } = serviceRoute('ia')

export { generateMetadata, Page as default }
