import { serviceMetadata, serviceRoute } from '@/features/services/components/service-route'

export const generateMetadata = serviceMetadata('ia')

export default serviceRoute('ia')
