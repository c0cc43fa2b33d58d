import type { CtaServiceType } from '@/features/blog/content/cta-options'

export type CtaSlot = { afterSection: number; slot: 0 | 1 }

/**
 * A card after the 2nd section heading when the article has at least 4, another after
 * the 4th when it has at least 6. A card closes the section it follows (it is placed before the
 * next heading), so it never separates a heading from its first paragraph.
 */
export function ctaSlots(headingCount: number): CtaSlot[] {
  const slots: CtaSlot[] = []
  if (headingCount >= 4) slots.push({ afterSection: 2, slot: 0 })
  if (headingCount >= 6) slots.push({ afterSection: 4, slot: 1 })
  return slots
}

const byCategory = new Map<string, [CtaServiceType, CtaServiceType]>(
  Object.entries({
    ai: ['ia', 'consulting'],
    web: ['pwa', 'seo'],
    strategy: ['seo', 'consulting'],
    tutorial: ['consulting', 'ia'],
  } satisfies Record<string, [CtaServiceType, CtaServiceType]>),
)

/** The service types of the two cards, by the article's category. */
export function ctaServiceTypes(
  categorySlug: string | null | undefined,
): [CtaServiceType, CtaServiceType] {
  return (categorySlug && byCategory.get(categorySlug)) || ['consulting', 'pwa']
}
