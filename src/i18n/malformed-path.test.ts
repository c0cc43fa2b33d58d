import { describe, expect, it } from 'vitest'

import { repairMalformedPath } from '@/i18n/malformed-path'

describe('malformed paths', () => {
  it('leaves decodable paths alone', () => {
    for (const path of [
      '/',
      '/fr/realisation/projet',
      '/fr/realisation/caf%C3%A9',
      '/ja/%E7%B4%84',
      '/fr/abc%2541',
    ]) {
      expect(repairMalformedPath(path), path).toBeNull()
    }
  })

  it('drops the percent signs of broken segments only', () => {
    expect(repairMalformedPath('/fr/realisation/%E0%A4%A')).toBe('/fr/realisation/E0A4A')
    expect(repairMalformedPath('/%E0/caf%C3%A9')).toBe('/E0/caf%C3%A9')
    expect(repairMalformedPath('/en/project/100%')).toBe('/en/project/100')
  })

  it('also repairs a segment that breaks on the second decoding', () => {
    expect(repairMalformedPath('/fr/realisation/%25')).toBe('/fr/realisation/25')
    expect(repairMalformedPath('/fr/%25E0%25A4')).toBe('/fr/25E025A4')
  })

  it('gives a path that needs no repair: no redirect loop', () => {
    for (const path of ['/fr/projet/%ZZ%E0', '/%25%', '/fr/%2525%25ZZ']) {
      const repaired = repairMalformedPath(path)
      expect(repaired, path).not.toBeNull()
      expect(repairMalformedPath(repaired ?? ''), path).toBeNull()
    }
  })
})
