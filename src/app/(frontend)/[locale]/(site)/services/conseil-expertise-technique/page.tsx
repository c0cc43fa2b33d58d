import { serviceRoute } from '@/features/services/components/service-route'

const { generateMetadata, Page } = serviceRoute('conseil')

export { generateMetadata, Page as default }
