import { describe, expect, it } from 'vitest'

import { legalEntity } from '@/config/site'
import {
  isSiren,
  isSiret,
  isVatNumber,
  registrationDigits,
  siretMatchesSiren,
} from '@/features/site-settings/registration-numbers'

describe('registration numbers', () => {
  it('accept the seed values, written with or without spaces', () => {
    expect(isSiren(legalEntity.siren)).toBe(true)
    expect(isSiren(legalEntity.siren.replace(/\s/g, ''))).toBe(true)
    expect(isSiret(legalEntity.siret)).toBe(true)
    expect(isSiret('987\u00a0654\u00a0324\u00a000019')).toBe(true)
    expect(siretMatchesSiren(legalEntity.siret, legalEntity.siren)).toBe(true)
    expect(isVatNumber(legalEntity.vatNumber)).toBe(true)
    expect(isVatNumber('fr 14 987 654 324')).toBe(true)
  })

  it('refuse a wrong length, other marks or a failed checksum', () => {
    expect(isSiren('98765432')).toBe(false)
    expect(isSiren('987-654-324')).toBe(false)
    expect(isSiren('987 654 325')).toBe(false)
    // Two digits swapped: the checksum catches it.
    expect(isSiren('987 654 234')).toBe(false)
    expect(isSiret('987 654 324 0001')).toBe(false)
    expect(isSiret('987 654 324 00018')).toBe(false)
    expect(registrationDigits('12 34a')).toBeNull()
  })

  it('check La Poste’s establishments with their own rule', () => {
    expect(isSiret('356 000 000 00051')).toBe(true)
    expect(isSiret('356 000 000 00052')).toBe(false)
  })

  it('tie a SIRET to its SIREN and a French VAT key to its SIREN', () => {
    expect(siretMatchesSiren('876 543 216 00017', legalEntity.siren)).toBe(false)
    expect(isVatNumber('FR12876543216')).toBe(true)
    expect(isVatNumber('FR13876543216')).toBe(false)
    expect(isVatNumber('FR12876543217')).toBe(false)
    expect(isVatNumber('DE123456789')).toBe(true)
    expect(isVatNumber('123456789')).toBe(false)
  })
})
