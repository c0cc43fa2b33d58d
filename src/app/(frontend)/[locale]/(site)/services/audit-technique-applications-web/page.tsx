import { serviceMetadata, serviceRoute } from '@/features/services/components/service-route'

export const generateMetadata = serviceMetadata('audit')

export default serviceRoute('audit')
