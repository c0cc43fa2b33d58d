import { describe, expect, it } from 'vitest'

import { offerPrice } from '@/features/pricing/price-list'
import { professionalService, service } from '@/features/seo/structured-data/builders'

const origin = 'https://studio.example.com'
const contact = {
  siteName: 'Studio',
  email: 'contact@example.com',
  phone: '+33 6 39 98 12 34',
  linkedin: 'https://www.linkedin.com/company/example',
  address: { street: '3 quai Perrière', postalCode: '38000', city: 'Grenoble', country: 'France' },
  logo: null,
  legal: { legalName: 'Studio SARL', vatNumber: 'FR12876543216' },
}

describe('structured data of the settings', () => {
  it('gives the organisation the address of the settings', () => {
    expect(professionalService(origin, contact, 'desc').address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '3 quai Perrière',
      postalCode: '38000',
      addressLocality: 'Grenoble',
      addressCountry: 'FR',
    })
    const abroad = { ...contact, address: { ...contact.address, country: 'Belgique' } }
    expect(professionalService(origin, abroad, 'desc').address).toMatchObject({
      addressCountry: 'Belgique',
    })
  })

  it('gives the organisation the legal name, VAT number and logo of the settings', () => {
    expect(professionalService(origin, contact, 'desc')).toMatchObject({
      legalName: 'Studio SARL',
      vatID: 'FR12876543216',
      logo: `${origin}/icon.svg`,
    })
    const logo = { src: '/api/media/file/logo.png', width: 300, height: 100 }
    const exempt = { ...contact, logo, legal: { legalName: 'Studio', vatNumber: '' } }
    const organisation = professionalService(origin, exempt, 'desc')
    expect(organisation.logo).toBe(`${origin}/api/media/file/logo.png`)
    expect(organisation).not.toHaveProperty('vatID')
  })

  it('offers a service at the price it is given', () => {
    const base = { name: 'Audit', description: 'd', url: `${origin}/fr/audit`, locale: 'fr' }
    const audit = service(origin, { ...base, key: 'audit', price: offerPrice('audit', 690) })
    expect(audit.offers).toMatchObject({ price: 690, priceCurrency: 'EUR' })
    const advice = service(origin, { ...base, key: 'conseil', price: offerPrice('conseil', 165) })
    expect(advice.offers).toMatchObject({
      priceSpecification: { minPrice: 165, unitCode: 'HUR' },
    })
  })
})
