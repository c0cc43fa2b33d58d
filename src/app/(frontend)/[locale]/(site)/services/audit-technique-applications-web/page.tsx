import { serviceRoute } from '@/features/services/components/service-route'

const { generateMetadata, Page } = serviceRoute('audit')

export { generateMetadata, Page as default }
