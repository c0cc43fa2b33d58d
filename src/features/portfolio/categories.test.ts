import { describe, expect, it } from 'vitest'

import {
  categoryQuery,
  filterCategories,
  matchesFilter,
  parseCategoryFilter,
} from '@/features/portfolio/categories'

describe('portfolio category filter', () => {
  it('offers "all", then each category in its fixed order', () => {
    expect(filterCategories).toEqual([
      'all',
      'web',
      'ai',
      'marketing',
      'formation',
      'consulting',
      'seo',
    ])
  })

  it('reads a known category from the query, whatever its case or spaces', () => {
    expect(parseCategoryFilter('web')).toBe('web')
    expect(parseCategoryFilter(' AI ')).toBe('ai')
    expect(parseCategoryFilter('seo')).toBe('seo')
  })

  it('falls back to all for a missing, unknown or malformed category', () => {
    expect(parseCategoryFilter(undefined)).toBe('all')
    expect(parseCategoryFilter('')).toBe('all')
    expect(parseCategoryFilter('all')).toBe('all')
    expect(parseCategoryFilter('design')).toBe('all')
    expect(parseCategoryFilter('web<script>')).toBe('all')
    expect(parseCategoryFilter('x'.repeat(5000))).toBe('all')
    expect(parseCategoryFilter('constructor')).toBe('all')
  })

  it('takes the first value of a repeated parameter', () => {
    expect(parseCategoryFilter(['marketing', 'web'])).toBe('marketing')
    expect(parseCategoryFilter([])).toBe('all')
  })

  it('gives "all" the bare page and the others a category query', () => {
    expect(categoryQuery('all')).toBeUndefined()
    expect(categoryQuery('formation')).toEqual({ category: 'formation' })
  })

  it('matches every project for all, and only its own category otherwise', () => {
    expect(matchesFilter('web', 'all')).toBe(true)
    expect(matchesFilter('web', 'web')).toBe(true)
    expect(matchesFilter('web', 'ai')).toBe(false)
  })
})
