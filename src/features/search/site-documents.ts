import { servicePages } from '@/config/service-pages'
import { guideContent } from '@/features/guides/content/guide-content'
import { guideKeys, type GuideKey } from '@/features/guides/guide-keys'
import { legalDocument, termsOfSaleDocument } from '@/features/legal/content/legal-content'
import type { LegalDocument } from '@/features/legal/content/legal-types'
import { legalPaths, type LegalKey } from '@/features/legal/legal-documents'
import type { MessageTexts } from '@/features/search/message-texts'
import type { SiteEntry } from '@/features/search/site-match'
import { serviceContent } from '@/features/services/content/service-content'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { localizedPath } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'

/** The footer's name of each page, which is also how the rest of the site links to it. */
const legalLinks: Record<LegalKey, string> = {
  privacy: 'privacy',
  terms: 'terms',
  sales: 'sales',
  notices: 'legal',
}

const guideRoutes = { ia: '/guide-ia-entreprise', webapps: '/guide-applications-web-pwa' } as const
const guideLinks: Record<GuideKey, string> = { ia: 'guideAi', webapps: 'guidePwa' }

function serviceEntries(locale: Locale, settings: PublicSiteSettings, t: MessageTexts) {
  return servicePages.map(({ key, href }): SiteEntry => {
    const content = serviceContent(key, locale, settings)
    const card = `home.services.items.${key}`
    const groups = [...content.deliverables, ...content.audiences, ...(content.process ?? [])]
    return {
      kind: 'page',
      href: localizedPath(locale, href),
      title: content.metaTitle,
      text: content.metaDescription,
      aliases: t([`${card}.title`, `footer.links.${key}`]),
      labels: t([`${card}.tag`]),
      description: content.metaDescription,
      headings: [...groups.map((group) => group.title), ...content.faq.map((f) => f.question)],
      body: [
        content.lead,
        ...t([`${card}.description`, `${card}.features`]),
        ...groups.map((group) => group.text),
        content.pricing.basis,
        ...content.pricing.included,
        content.pricing.schedule,
        ...content.faq.map((f) => f.answer),
      ],
    }
  })
}

/**
 * A legal document by its title, description and section titles (as body words: a policy names
 * "appointments" in passing); its clauses would match almost any word.
 */
function legalEntries(locale: Locale, settings: PublicSiteSettings, t: MessageTexts) {
  return (Object.keys(legalPaths) as LegalKey[]).map((key): SiteEntry => {
    const document: LegalDocument =
      key === 'sales' ? termsOfSaleDocument(locale, settings) : legalDocument(key, locale, settings)
    return {
      kind: 'page',
      href: localizedPath(locale, legalPaths[key]),
      title: document.title,
      text: document.description,
      aliases: t([`footer.links.${legalLinks[key]}`]),
      labels: [],
      description: document.description,
      headings: [],
      body: document.sections.map((section) => section.title),
    }
  })
}

/** A guide by what its page shows: the PDF's chapters are only named and summed up there. */
function guideEntries(locale: Locale, settings: PublicSiteSettings, t: MessageTexts) {
  return guideKeys.map((key): SiteEntry => {
    const content = guideContent(key, locale, settings)
    const [description = ''] = t([`guides.${key}.metaDescription`])
    return {
      kind: 'guide',
      href: localizedPath(locale, guideRoutes[key]),
      title: content.title,
      text: description,
      aliases: t([`guides.${key}.metaTitle`, `footer.links.${guideLinks[key]}`]),
      labels: [],
      description: `${description} ${content.subtitle}`,
      headings: [content.extract.heading, ...content.chapters.map((chapter) => chapter.title)],
      body: [
        content.pitch,
        ...content.audience,
        ...content.benefits,
        content.extract.text,
        ...content.chapters.map((chapter) => chapter.summary),
      ],
    }
  })
}

/** The service pages, the guides and the legal documents of one language. */
export function documentEntries(
  locale: Locale,
  settings: PublicSiteSettings,
  t: MessageTexts,
): SiteEntry[] {
  return [
    ...serviceEntries(locale, settings, t),
    ...guideEntries(locale, settings, t),
    ...legalEntries(locale, settings, t),
  ]
}
