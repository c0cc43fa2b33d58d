import { serviceMetadata, serviceRoute } from '@/features/services/components/service-route'

export const generateMetadata = serviceMetadata('pwa')

export default serviceRoute('pwa')
