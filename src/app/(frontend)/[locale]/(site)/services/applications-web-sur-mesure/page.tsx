import { serviceRoute } from '@/features/services/components/service-route'

const { generateMetadata, Page } = serviceRoute('webapps')

export { generateMetadata, Page as default }
