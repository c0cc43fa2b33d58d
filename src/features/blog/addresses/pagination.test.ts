import { describe, expect, it } from 'vitest'

import { pageCount, pageWindow, parsePage } from '@/features/blog/addresses/pagination'

describe('pagination', () => {
  it('reads ?page= strictly', () => {
    expect(parsePage(undefined)).toBe(1)
    expect(parsePage('3')).toBe(3)
    for (const bad of ['0', '-1', '1.5', 'abc', '02', '99999', ['1', '2']]) {
      expect(parsePage(bad)).toBe('invalid')
    }
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 9)).toBe(1)
    expect(pageCount(19, 9)).toBe(3)
  })

  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(1, 1)).toEqual([1])
  })
})
