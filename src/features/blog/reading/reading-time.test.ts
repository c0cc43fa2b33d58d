import { describe, expect, it } from 'vitest'

import { countWords, readingTime } from '@/features/blog/reading/reading-time'

const counts = (words: number, images = 0, listItems = 0, headings = 0) => ({
  words,
  images,
  listItems,
  headings,
})

describe('reading time', () => {
  it('counts words, images, list items, headings and rounds up to whole minutes', () => {
    expect(readingTime(counts(400))).toBe(2)
    expect(readingTime(counts(401))).toBe(3)
    // 1000 words = 5, 2 images = 1, 10 list items = 1, 5 headings = 1: 8 minutes.
    expect(readingTime(counts(1000, 2, 10, 5))).toBe(8)
    // 5 + 0.2 = 5.2 minutes read as 6.
    expect(readingTime(counts(1000, 0, 0, 1))).toBe(6)
  })

  it('is at least one minute', () => {
    expect(readingTime(counts(0))).toBe(1)
  })

  it('lets a stored value win', () => {
    expect(readingTime(counts(5000), 4)).toBe(4)
    expect(readingTime(counts(400), 0)).toBe(2)
  })

  it('counts words with French apostrophes and hyphens as one', () => {
    expect(countWords("L'intelligence artificielle aujourd’hui, c'est-à-dire 2026 !")).toBe(5)
    expect(countWords('   ')).toBe(0)
  })
})
