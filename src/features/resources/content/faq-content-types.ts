import type { faqItems } from '@/features/home/content'
import type { FaqEntry } from '@/features/resources/faq-search'

/** A question of the home FAQ, shown in the centre with the home's own text. */
export type HomeFaqKey = (typeof faqItems)[number]

export type FaqThemeId = 'services' | 'process' | 'technical' | 'ai' | 'support' | 'payment'

/** A question written for the centre, or a reference to one of the home page's questions. */
export type FaqContentEntry = FaqEntry | { home: HomeFaqKey }

export type FaqThemeContent = { id: FaqThemeId; title: string; entries: FaqContentEntry[] }
