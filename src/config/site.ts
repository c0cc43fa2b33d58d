/**
 * Site-wide constants. The admin-editable `site-settings` global overrides the name, contact
 * details, claims, address, prices and legal identity; these values are the seed and the fallback
 * when the database has none. The theme colours, response time and consultation length are not
 * settings: they stay in force here.
 * Contact details are fictional on purpose (example.com, a number from the range reserved for fiction).
 */
export const site = {
  name: 'Studio Web & IA',
  legalName: 'Studio Web & IA (entreprise individuelle)',
  email: 'contact@example.com',
  phone: '+33 6 39 98 12 34',
  whatsapp: '+33639981234',
  linkedin: 'https://www.linkedin.com/company/example',
  address: {
    street: "12 rue de l'Exemple",
    postalCode: '69002',
    city: 'Lyon',
    country: 'France',
  },
  claims: { years: 10, projects: 300, entrepreneurs: 500 },
  responseHours: 24,
  consultationMinutes: 30,
  themeColors: { light: '#ff0054', dark: '#1a1a2e' },
} as const

/**
 * Registration details the legal notices must show (LCEN article 6): the seed of the settings'
 * legal identity and its fallback. Fictional like the contact seed values: a number that passes
 * the registry's checksums, a host on example.com and a phone number from the range reserved for
 * fiction.
 */
export const legalEntity = {
  legalForm: 'EI',
  siren: '987 654 324',
  siret: '987 654 324 00019',
  vatNumber: 'FR14987654324',
  apeCode: '6201Z',
  host: {
    name: 'Hébergement Exemple SAS',
    address: {
      street: "40 avenue de l'Exemple",
      postalCode: '75011',
      city: 'Paris',
      country: 'France',
    },
    phone: '+33 1 99 00 45 67',
    website: 'https://hosting.example.com',
  },
} as const

/** Prices in euros. `from: true` means "starting at". */
export const prices = {
  audit: { amount: 589, from: false },
  pwa: { amount: 3500, from: true },
  webapps: { amount: 6000, from: true },
  ia: { amount: 2000, from: true },
  formation: { amount: 1500, from: true },
  conseil: { amount: 150, from: true, perHour: true },
} as const

export type ServiceKey = keyof typeof prices

export const serviceKeys = Object.keys(prices) as ServiceKey[]

export type SiteContact = {
  email: string
  phone: string
  whatsapp: string
  linkedin: string
}
