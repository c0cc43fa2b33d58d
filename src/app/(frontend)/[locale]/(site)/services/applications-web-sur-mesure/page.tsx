import { serviceMetadata, serviceRoute } from '@/features/services/components/service-route'

export const generateMetadata = serviceMetadata('webapps')

export default serviceRoute('webapps')
