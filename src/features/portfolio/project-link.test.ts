import { describe, expect, it } from 'vitest'

import { isProjectLink } from '@/features/portfolio/project-link'

describe('project link', () => {
  it('accepts absolute http and https addresses of another site', () => {
    expect(isProjectLink('https://www.example.com/')).toBe(true)
    expect(isProjectLink('http://shop.example.org/page?x=1')).toBe(true)
  })

  it('refuses scripts, relative paths, bare hosts and other schemes', () => {
    for (const value of [
      'javascript:alert(1)',
      '/fr/contact',
      'example.com',
      'https://localhost',
      'mailto:contact@example.com',
      'ftp://files.example.com',
      '',
      `https://example.com/${'a'.repeat(600)}`,
    ]) {
      expect(isProjectLink(value), value).toBe(false)
    }
    expect(isProjectLink(null)).toBe(false)
  })
})
