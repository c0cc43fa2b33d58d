import type { ProjectView } from '@/features/portfolio/project-view'
import { messageTexts } from '@/features/search/message-texts'
import { faqEntries, projectEntries } from '@/features/search/site-content'
import { indexEntry, type IndexedEntry, type SiteEntry } from '@/features/search/site-match'
import { sitePages, textValues } from '@/features/search/site-pages'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import type { Locale } from '@/i18n/locales'

/** What the site's entries are made of besides its code: the owner's settings and projects. */
export type SiteSources = { settings: PublicSiteSettings; projects: ProjectView[] }

/** Pages, projects and questions of one language, in the order ties are listed. */
export function siteEntries(locale: Locale, { settings, projects }: SiteSources): SiteEntry[] {
  const t = messageTexts(locale, textValues(locale, settings))
  return [
    ...sitePages(locale, settings),
    ...projectEntries(locale, projects, t),
    ...faqEntries(locale, settings, t),
  ]
}

/** Both languages, and the version before an owner's edit while a request still reads it. */
const MAX_KEPT = 4
const kept = new Map<string, IndexedEntry[]>()

/**
 * The indexed entries, built once per language and version of the settings and projects (a
 * hundred entries, about 2 ms to build): a query only compares its words with them.
 */
export function siteIndex(locale: Locale, sources: SiteSources): IndexedEntry[] {
  const key = JSON.stringify([locale, sources.settings, sources.projects])
  const known = kept.get(key)
  if (known) return known
  const index = siteEntries(locale, sources).map(indexEntry)
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? '')
  kept.set(key, index)
  return index
}
