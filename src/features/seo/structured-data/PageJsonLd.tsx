import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { ownerDisplayName } from '@/features/site-settings/owner-profile'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { absoluteUrl, siteOrigin } from '@/features/seo/metadata'
import { person, professionalService, website } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'
import type { ProjectView } from '@/features/portfolio/project-view'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'

/** The person behind the studio, from the owner's profile. */
function ownerPerson(settings: PublicSiteSettings, locale: Locale) {
  const { owner } = settings
  return person(siteOrigin(), {
    name: ownerDisplayName(owner, settings.siteName),
    jobTitle: owner.role[locale],
    description: owner.bio[locale],
    url: absoluteUrl(localizedPath(locale, '/a-propos')),
    sameAs: [owner.linkedin],
    image: owner.portrait?.src,
  })
}

/** The home page: the business (ProfessionalService), its owner and the site with its search. */
export async function HomeJsonLd({ locale }: { locale: Locale }) {
  const [settings, t] = await Promise.all([
    getSiteSettings(),
    getTranslations({ locale, namespace: 'metadata' }),
  ])
  return (
    <JsonLd
      data={[
        professionalService(siteOrigin(), settings, t('homeDescription')),
        ownerPerson(settings, locale),
        website(siteOrigin(), settings.siteName, locale, localizedPath(locale, '/search')),
      ]}
    />
  )
}

/** The about page: the developer behind the studio. */
export async function AboutJsonLd({ locale }: { locale: Locale }) {
  return <JsonLd data={ownerPerson(await getSiteSettings(), locale)} />
}

/** A portfolio project as a CreativeWork made by the studio. */
export function ProjectJsonLd({
  project,
  locale,
  url,
}: {
  project: ProjectView
  locale: Locale
  url: string
}) {
  return (
    <JsonLd
      data={{
        '@type': 'CreativeWork',
        name: project.title,
        headline: project.title,
        description: project.summary,
        url,
        inLanguage: locale,
        ...(project.image ? { image: absoluteUrl(project.image.src) } : {}),
        keywords: project.technologies.join(', ') || undefined,
        creator: { '@type': 'ProfessionalService', '@id': `${siteOrigin()}/#organization` },
      }}
    />
  )
}
