import type { ServiceKey } from '@/config/site'
import type { Price } from '@/features/pricing/format-price'
import type { LegalIdentity } from '@/features/site-settings/legal-identity'
import type { PostalAddress } from '@/features/site-settings/site-figures'
import type { SiteLogo } from '@/features/site-settings/site-logo'
import type { JsonLdThing } from '@/features/seo/structured-data/json-ld'

/** Builders of the site's structured data (schema.org types with Google's required properties). */

export const DEFAULT_PRICE_RANGE = '€€€'

type Contact = {
  siteName: string
  email: string
  phone: string
  linkedin: string
  address: PostalAddress
  logo: SiteLogo | null
  legal: Pick<LegalIdentity, 'legalName' | 'vatNumber'>
}

/** The address of the settings; Google prefers the ISO code, which is known for France only. */
function postalAddress(address: PostalAddress): JsonLdThing {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: address.country.trim().toLowerCase() === 'france' ? 'FR' : address.country,
  }
}

export function organizationRef(origin: string): JsonLdThing {
  return { '@type': 'ProfessionalService', '@id': `${origin}/#organization` }
}

export function professionalService(
  origin: string,
  contact: Contact,
  description: string,
): JsonLdThing {
  // The owner's logo when set, else the site's own mark.
  const logo = `${origin}${contact.logo?.src ?? '/icon.svg'}`
  return {
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: contact.siteName,
    legalName: contact.legal.legalName,
    ...(contact.legal.vatNumber ? { vatID: contact.legal.vatNumber } : {}),
    description,
    url: `${origin}/`,
    logo,
    image: logo,
    email: contact.email,
    telephone: contact.phone,
    address: postalAddress(contact.address),
    areaServed: [
      { '@type': 'Country', name: 'France' },
      { '@type': 'Country', name: 'Canada' },
    ],
    priceRange: DEFAULT_PRICE_RANGE,
    sameAs: [contact.linkedin],
  }
}

export function website(
  origin: string,
  name: string,
  locale: string,
  searchPath: string,
): JsonLdThing {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: `${origin}/${locale}`,
    inLanguage: locale,
    publisher: organizationRef(origin),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${searchPath}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

export function service(
  origin: string,
  input: {
    key: ServiceKey
    name: string
    description: string
    url: string
    locale: string
    price: Price
  },
): JsonLdThing {
  const { price } = input
  return {
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.name,
    url: input.url,
    inLanguage: input.locale,
    provider: organizationRef(origin),
    areaServed: { '@type': 'Country', name: 'France' },
    offers: {
      '@type': 'Offer',
      url: input.url,
      priceCurrency: 'EUR',
      ...(price.from
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceCurrency: 'EUR',
              minPrice: price.amount,
              ...(price.perHour ? { unitCode: 'HUR' } : {}),
            },
          }
        : { price: price.amount }),
    },
  }
}

export type Crumb = { name: string; url?: string }

export function breadcrumbList(items: Crumb[]): JsonLdThing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  }
}

export function faqPage(questions: { question: string; answer: string }[]): JsonLdThing {
  return {
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}

export function person(
  origin: string,
  input: {
    name: string
    jobTitle: string
    description: string
    url: string
    sameAs: string[]
    /** The owner's portrait (a path), else the site's mark. */
    image?: string | null
  },
): JsonLdThing {
  return {
    '@type': 'Person',
    '@id': `${origin}/#owner`,
    name: input.name,
    description: input.description,
    url: input.url,
    image: `${origin}${input.image ?? '/icon.svg'}`,
    jobTitle: input.jobTitle,
    worksFor: organizationRef(origin),
    sameAs: input.sameAs,
  }
}
