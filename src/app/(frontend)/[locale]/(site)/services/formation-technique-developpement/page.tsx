import { serviceMetadata, serviceRoute } from '@/features/services/components/service-route'

export const generateMetadata = serviceMetadata('formation')

export default serviceRoute('formation')
