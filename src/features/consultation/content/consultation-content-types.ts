import type { FaqEntry } from '@/features/resources/faq-search'

export type ConsultationBenefitKey = 'outside-view' | 'actions' | 'budget' | 'honesty'

/** The free consultation page's long copy, one object per language. */
export type ConsultationContent = {
  /** What the 30 minutes bring. */
  benefits: { key: ConsultationBenefitKey; title: string; text: string }[]
  /** Who it is for. */
  audience: string[]
  /** How it goes, in order: booking, preparation, the call, the written summary. */
  steps: { title: string; text: string }[]
  /** What it is not. */
  notThis: string[]
  faq: FaqEntry[]
}
