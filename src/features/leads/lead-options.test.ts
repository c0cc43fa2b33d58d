import { describe, expect, it } from 'vitest'

import { normalizeEmail } from '@/features/leads/lead-options'

describe('normalizeEmail', () => {
  it('treats addresses that differ by case or surrounding spaces as one', () => {
    expect(normalizeEmail('  Marie.Durand@Example.COM ')).toBe('marie.durand@example.com')
  })
})
