import type { ServiceKey } from '@/config/site'
import type { StaticPathname } from '@/i18n/pathnames'

/** The page of each service, in the order services are listed. */
export const servicePages: { key: ServiceKey; href: StaticPathname }[] = [
  { key: 'audit', href: '/services/audit-technique-applications-web' },
  { key: 'pwa', href: '/services/pwa-progressive-web-apps' },
  { key: 'webapps', href: '/services/applications-web-sur-mesure' },
  { key: 'ia', href: '/services/integration-intelligence-artificielle' },
  { key: 'formation', href: '/services/formation-technique-developpement' },
  { key: 'conseil', href: '/services/conseil-expertise-technique' },
]
