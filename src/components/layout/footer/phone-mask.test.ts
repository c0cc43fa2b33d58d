import { describe, expect, it } from 'vitest'

import { maskPhone } from '@/components/layout/footer/phone-mask'

describe('maskPhone', () => {
  it('keeps the country code and first group of an international number', () => {
    expect(maskPhone('+33 6 39 98 12 34')).toBe('+33 6 •• •• •• ••')
  })

  it('keeps only the first group of a national number', () => {
    expect(maskPhone('06 39 98 12 34')).toBe('06 •• •• •• ••')
  })
})
