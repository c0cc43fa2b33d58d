import { describe, expect, it } from 'vitest'

import { ratingProblem } from '@/features/testimonials/pages'
import { ratingStars } from '@/features/testimonials/rating'

describe('ratingStars', () => {
  it('fills as many of the five stars as the rating', () => {
    expect(ratingStars(4)).toEqual([true, true, true, true, false])
    expect(ratingStars(5).every(Boolean)).toBe(true)
    expect(ratingStars(9)).toHaveLength(5)
  })
})

describe('ratingProblem', () => {
  it('accepts whole stars from one to five, or none', () => {
    for (const value of [1, 3, 5, null, undefined]) expect(ratingProblem(value)).toBeNull()
    for (const value of [0, 6, 4.5, '5']) expect(ratingProblem(value)).toMatch(/1 à 5/)
  })
})
