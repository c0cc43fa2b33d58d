import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import type { SiteFigures } from '@/features/site-settings/site-figures'

/** What the about page's copy names: the claims, the city and the site name of the settings. */
export type AboutSettings = SiteFigures & Pick<PublicSiteSettings, 'siteName'>

export type AboutValueKey = 'results' | 'prices' | 'ownership' | 'quality' | 'transmission'

export type AboutPracticeKey = 'single-contact' | 'short-steps' | 'budget' | 'remote'

export type AboutSkillKey = 'web' | 'data' | 'ai' | 'quality'

/** The about page's long copy, one object per language. */
export type AboutContent = {
  /** Who I am: a few paragraphs in the first person. */
  story: string[]
  values: { key: AboutValueKey; title: string; text: string }[]
  /** How I work with small businesses. */
  practices: { key: AboutPracticeKey; title: string; text: string }[]
  skills: { key: AboutSkillKey; title: string; items: string[] }[]
}
