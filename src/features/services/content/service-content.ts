import type { ServiceKey } from '@/config/site'
import { auditEn } from '@/features/services/content/audit.en'
import { auditFr } from '@/features/services/content/audit.fr'
import { conseilEn } from '@/features/services/content/conseil.en'
import { conseilFr } from '@/features/services/content/conseil.fr'
import { formationEn } from '@/features/services/content/formation.en'
import { formationFr } from '@/features/services/content/formation.fr'
import { iaEn } from '@/features/services/content/ia.en'
import { iaFr } from '@/features/services/content/ia.fr'
import { pwaEn } from '@/features/services/content/pwa.en'
import { pwaFr } from '@/features/services/content/pwa.fr'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import { webappsEn } from '@/features/services/content/webapps.en'
import { webappsFr } from '@/features/services/content/webapps.fr'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

type Write = (figures: SiteFigures) => ServiceContent

const contents: Record<ServiceKey, Record<Locale, Write>> = {
  audit: { fr: auditFr, en: auditEn },
  pwa: { fr: pwaFr, en: pwaEn },
  webapps: { fr: webappsFr, en: webappsEn },
  ia: { fr: iaFr, en: iaEn },
  formation: { fr: formationFr, en: formationEn },
  conseil: { fr: conseilFr, en: conseilEn },
}

/** A service page's copy with the owner's current figures (prices, claims) written in. */
export function serviceContent(
  service: ServiceKey,
  locale: Locale,
  figures: SiteFigures,
): ServiceContent {
  return typesetTree(contents[service][locale](figures), locale)
}
