import { legalEntity, site } from '@/config/site'
import { isLegalForm, type LegalForm } from '@/features/site-settings/legal-forms'
import type { PostalAddress } from '@/features/site-settings/site-figures'

export type HostDetails = { name: string; address: PostalAddress; phone: string; website: string }

/**
 * Who publishes the site, as the legal notices, privacy policy and terms name it (LCEN article
 * 6): the registered name, legal form, registration numbers and the host. `vatNumber` is empty
 * for a business without one (VAT exemption for small businesses).
 */
export type LegalIdentity = {
  legalName: string
  legalForm: LegalForm
  siren: string
  siret: string
  vatNumber: string
  apeCode: string
  host: HostDetails
}

/** The constants of `src/config/site.ts`: the seed of the global and the fallback of each field. */
export const defaultLegalIdentity: LegalIdentity = {
  legalName: site.legalName,
  legalForm: legalEntity.legalForm,
  siren: legalEntity.siren,
  siret: legalEntity.siret,
  vatNumber: legalEntity.vatNumber,
  apeCode: legalEntity.apeCode,
  host: { ...legalEntity.host, address: { ...legalEntity.host.address } },
}

type Maybe<T> = { [K in keyof T]?: T[K] | null } | null | undefined

/** What the global stores: the whole group is missing on a row written before it existed. */
export type StoredLegalIdentity = Maybe<
  Omit<LegalIdentity, 'host' | 'legalForm'> & {
    legalForm: string
    host: Maybe<Omit<HostDetails, 'address'> & { address: Maybe<PostalAddress> }>
  }
>

const text = (value: string | null | undefined, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback

/**
 * The stored identity, each missing field falling back to its constant on its own. The VAT number
 * is the exception once the group has been saved (it then has its required legal name): an empty
 * one means the business has none.
 */
export function legalIdentity(stored: StoredLegalIdentity): LegalIdentity {
  const fallback = defaultLegalIdentity
  if (!stored?.legalName?.trim()) return fallback
  const host = stored.host
  const address = host?.address
  return {
    legalName: text(stored.legalName, fallback.legalName),
    legalForm: isLegalForm(stored.legalForm) ? stored.legalForm : fallback.legalForm,
    siren: text(stored.siren, fallback.siren),
    siret: text(stored.siret, fallback.siret),
    vatNumber: text(stored.vatNumber, ''),
    apeCode: text(stored.apeCode, fallback.apeCode),
    host: {
      name: text(host?.name, fallback.host.name),
      address: {
        street: text(address?.street, fallback.host.address.street),
        postalCode: text(address?.postalCode, fallback.host.address.postalCode),
        city: text(address?.city, fallback.host.address.city),
        country: text(address?.country, fallback.host.address.country),
      },
      phone: text(host?.phone, fallback.host.phone),
      website: text(host?.website, fallback.host.website),
    },
  }
}
