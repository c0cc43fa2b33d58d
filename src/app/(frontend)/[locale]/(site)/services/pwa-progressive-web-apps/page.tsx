import { serviceRoute } from '@/features/services/components/service-route'

const { generateMetadata, Page } = serviceRoute('pwa')

export { generateMetadata, Page as default }
