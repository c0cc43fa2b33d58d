import { describe, expect, it } from 'vitest'

import { defaultIntent } from '@/features/seo/manager/options'
import {
  normalizeSeoUrl,
  parseStructuredData,
  validateCanonical,
  validateRobots,
  validateSeoUrl,
} from '@/features/seo/manager/validate'

describe('SEO record validation', () => {
  it('accepts site paths and refuses hosts, queries and traversal', () => {
    expect(validateSeoUrl('/fr/services')).toBe(true)
    expect(validateSeoUrl('/')).toBe(true)
    for (const bad of [
      'fr/services',
      '//evil.example/x',
      'https://x.fr/a',
      '/a?b=1',
      '/a#b',
      '/a/../b',
      '',
      42,
    ]) {
      expect(validateSeoUrl(bad), String(bad)).toEqual(expect.any(String))
    }
  })

  it('stores paths without a trailing slash, except the root', () => {
    expect(normalizeSeoUrl(' /fr/services/ ')).toBe('/fr/services')
    expect(normalizeSeoUrl('/')).toBe('/')
  })

  it('accepts an empty, relative or http(s) canonical only', () => {
    expect(validateCanonical('')).toBe(true)
    expect(validateCanonical('/fr/services')).toBe(true)
    expect(validateCanonical('https://example.com/fr')).toBe(true)
    expect(validateCanonical('javascript:alert(1)')).toEqual(expect.stringContaining('canonique'))
    expect(validateCanonical('not a url')).toEqual(expect.stringContaining('canonique'))
  })

  it('knows the four robots values', () => {
    expect(validateRobots('noindex, follow')).toBe(true)
    expect(validateRobots('noindex, nofollow, noarchive')).toEqual(
      expect.stringContaining('robots'),
    )
  })

  it('reads structured data as schema.org objects with a type', () => {
    expect(parseStructuredData('{"@type":"Service","name":"Audit"}')).toEqual([
      { '@type': 'Service', name: 'Audit' },
    ])
    expect(
      parseStructuredData([{ '@context': 'https://schema.org', '@type': 'FAQPage' }]),
    ).toHaveLength(1)
    expect(parseStructuredData('{"name":')).toEqual(expect.stringContaining('JSON'))
    expect(parseStructuredData({ name: 'no type' })).toEqual(expect.stringContaining('@type'))
    expect(parseStructuredData({ '@type': 'Service', '@context': 'https://evil.example' })).toEqual(
      expect.stringContaining('@context'),
    )
    expect(parseStructuredData('')).toEqual([])
  })

  it('gives the default intent per page type', () => {
    expect(defaultIntent('home')).toBe('commercial')
    expect(defaultIntent('service')).toBe('commercial')
    expect(defaultIntent('contact')).toBe('transactional')
    expect(defaultIntent('article')).toBe('informational')
  })
})
