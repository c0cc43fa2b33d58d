/**
 * A fictional company for the tests that edit the legal identity (unit, integration and
 * end-to-end): numbers that pass the registry's checksums, a host on example.net. Never the
 * seed's values, so a page that still printed the constants would fail.
 */
export const sampleIdentity = {
  siteName: 'Atelier Numérique Alpes',
  legal: {
    legalName: 'Atelier Numérique Alpes SARL',
    legalForm: 'SARL' as const,
    siren: '876 543 216',
    siret: '876 543 216 00017',
    vatNumber: 'FR12876543216',
    apeCode: '6202A',
    host: {
      name: 'Nuage Savoyard SAS',
      address: { street: '5 rue du Lac', postalCode: '74000', city: 'Annecy', country: 'France' },
      phone: '+33 4 50 00 11 22',
      website: 'https://nuage.example.net',
    },
  },
}
