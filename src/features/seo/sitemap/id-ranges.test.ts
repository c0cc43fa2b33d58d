import { describe, expect, it } from 'vitest'

import { idRange, pageOfId } from '@/features/seo/sitemap/id-ranges'

describe('sitemap id ranges', () => {
  it('gives each file the next perFile ids, with no gap or overlap', () => {
    expect(idRange(1, 250)).toEqual({ after: 0, upTo: 250 })
    expect(idRange(2, 250)).toEqual({ after: 250, upTo: 500 })
    for (let id = 1; id <= 20; id += 1) {
      const { after, upTo } = idRange(pageOfId(id, 3), 3)
      expect(id > after && id <= upTo, `id ${id}`).toBe(true)
    }
  })

  it('refuses pages and sizes that are not positive integers', () => {
    for (const [page, perFile] of [
      [0, 10],
      [1.5, 10],
      [1, 0],
      [Number.NaN, 10],
    ] as const) {
      expect(() => idRange(page, perFile)).toThrow()
    }
  })
})
