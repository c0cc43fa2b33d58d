import { describe, expect, it } from 'vitest'

import { legalEntity, site } from '@/config/site'
import { isLegalForm, legalFormName } from '@/features/site-settings/legal-forms'
import { defaultLegalIdentity, legalIdentity } from '@/features/site-settings/legal-identity'
import { logoWidth, siteLogo } from '@/features/site-settings/site-logo'

describe('legal identity', () => {
  it('is the constants when the global has none (a row from before the fields)', () => {
    expect(legalIdentity(undefined)).toEqual(defaultLegalIdentity)
    expect(legalIdentity(null)).toEqual(defaultLegalIdentity)
    expect(defaultLegalIdentity).toMatchObject({
      legalName: site.legalName,
      siren: legalEntity.siren,
      vatNumber: legalEntity.vatNumber,
      host: { name: legalEntity.host.name, website: legalEntity.host.website },
    })
  })

  it('takes every stored value, trimmed, and falls back field by field', () => {
    const identity = legalIdentity({
      legalName: ' Atelier Numérique Alpes SARL ',
      legalForm: 'SARL',
      siren: '876 543 216',
      siret: null,
      apeCode: '  ',
      host: { name: 'Nuage Savoyard SAS', address: { city: 'Annecy' } },
    })
    expect(identity.legalName).toBe('Atelier Numérique Alpes SARL')
    expect(identity.legalForm).toBe('SARL')
    expect(identity.siren).toBe('876 543 216')
    expect(identity.siret).toBe(legalEntity.siret)
    expect(identity.apeCode).toBe(legalEntity.apeCode)
    expect(identity.host.name).toBe('Nuage Savoyard SAS')
    expect(identity.host.address).toEqual({ ...legalEntity.host.address, city: 'Annecy' })
    expect(identity.host.phone).toBe(legalEntity.host.phone)
  })

  it('keeps an empty VAT number once saved, and refuses an unknown legal form', () => {
    const identity = legalIdentity({ legalName: 'Atelier', legalForm: 'GIE', vatNumber: '' })
    expect(identity.vatNumber).toBe('')
    expect(identity.legalForm).toBe(legalEntity.legalForm)
    expect(isLegalForm('SASU')).toBe(true)
    expect(isLegalForm('toString')).toBe(false)
    expect(legalFormName('SASU', 'fr')).toBe('Société par actions simplifiée unipersonnelle (SASU)')
  })
})

describe('site logo', () => {
  it('is the populated image as a same-site path, or none', () => {
    expect(siteLogo(null)).toBeNull()
    expect(siteLogo(4)).toBeNull()
    expect(siteLogo({ filename: 'logo.png', width: 0, height: 40 })).toBeNull()
    const logo = siteLogo({ filename: 'logo atelier.png', width: 300, height: 100 })
    expect(logo).toEqual({ src: '/api/media/file/logo%20atelier.png', width: 300, height: 100 })
    expect(logo && logoWidth(logo, 32)).toBe(96)
  })
})
