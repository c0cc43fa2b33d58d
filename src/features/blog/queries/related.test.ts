import { describe, expect, it } from 'vitest'

import { pickRelated, scoreRelated, type RelatedCandidate } from '@/features/blog/queries/related'

const article = (id: number, overrides: Partial<RelatedCandidate> = {}): RelatedCandidate => ({
  id,
  language: 'fr',
  categorySlug: 'web',
  tags: [],
  keywords: [],
  title: `Article ${id}`,
  publishedAt: `2026-0${id}-01T00:00:00Z`,
  ...overrides,
})

describe('related articles', () => {
  it('scores 2 per keyword, 5 for the category, 3 per tag', () => {
    const target = article(1, { title: 'Guide PWA mobile', tags: ['pwa', 'mobile'] })
    const candidate = article(2, { title: 'PWA hors ligne', keywords: ['mobile'], tags: ['pwa'] })
    expect(scoreRelated(candidate, target)).toBe(2 * 2 + 5 + 3)
  })

  it('keeps the language, leaves out the article, puts its category first, then score, then date', () => {
    const target = article(1, { title: 'Chatbot service client', tags: ['chatbot'] })
    const picked = pickRelated(target, [
      target,
      article(2, { language: 'en', title: 'Chatbot' }),
      article(3, { categorySlug: 'ai', title: 'Chatbot service client', tags: ['chatbot'] }),
      article(4),
      article(5),
      article(6, { tags: ['chatbot'] }),
    ])
    expect(picked.map((a) => a.id)).toEqual([6, 5, 4])
  })

  it('returns at most the limit, possibly none', () => {
    expect(pickRelated(article(1), [article(1)])).toEqual([])
    expect(
      pickRelated(
        article(1),
        [2, 3, 4, 5].map((id) => article(id)),
        2,
      ),
    ).toHaveLength(2)
  })
})
