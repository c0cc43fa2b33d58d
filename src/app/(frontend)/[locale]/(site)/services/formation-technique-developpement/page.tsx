import { serviceRoute } from '@/features/services/components/service-route'

const { generateMetadata, Page } = serviceRoute('formation')

export { generateMetadata, Page as default }
