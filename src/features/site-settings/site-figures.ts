import { site } from '@/config/site'
import { defaultPriceList, priceList, type PriceList } from '@/features/pricing/price-list'
import type { ServiceKey } from '@/config/site'

/** The claims shown about the business ("10+ years, 300+ projects, 500+ entrepreneurs"). */
export type Claims = { years: number; projects: number; entrepreneurs: number }

export type PostalAddress = { street: string; postalCode: string; city: string; country: string }

/**
 * The figures the owner edits in the `site-settings` global and the public pages print: claims,
 * postal address and the price list. Pure content modules take them as a parameter, so a change
 * in the back office reaches every page without a rebuild.
 */
export type SiteFigures = { claims: Claims; address: PostalAddress; prices: PriceList }

/** The constants of `src/config/site.ts`: the seed of the global and the fallback of each field. */
export const defaultSiteFigures: SiteFigures = {
  claims: { ...site.claims },
  address: { ...site.address },
  prices: defaultPriceList,
}

type Maybe<T> = { [K in keyof T]?: T[K] | null } | null | undefined

/** What the global stores: every field may be missing on a row written before it existed. */
export type StoredFigures = {
  claims?: Maybe<Claims>
  address?: Maybe<PostalAddress>
  prices?: Maybe<Record<ServiceKey, number>>
}

const count = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback

const text = (value: string | null | undefined, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback

/** The stored figures, each unusable or missing field falling back to its constant on its own. */
export function siteFigures(stored: StoredFigures): SiteFigures {
  const { claims, address } = defaultSiteFigures
  return {
    claims: {
      years: count(stored.claims?.years, claims.years),
      projects: count(stored.claims?.projects, claims.projects),
      entrepreneurs: count(stored.claims?.entrepreneurs, claims.entrepreneurs),
    },
    address: {
      street: text(stored.address?.street, address.street),
      postalCode: text(stored.address?.postalCode, address.postalCode),
      city: text(stored.address?.city, address.city),
      country: text(stored.address?.country, address.country),
    },
    prices: priceList(stored.prices ?? {}),
  }
}
