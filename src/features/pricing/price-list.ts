import { prices as defaultPrices, serviceKeys, type ServiceKey } from '@/config/site'
import type { Price } from '@/features/pricing/format-price'

/** One price per service: the amounts the owner sets in the back office, the shapes in code. */
export type PriceList = Record<ServiceKey, Price>

/**
 * A service's price for an amount. Whether it is a starting price or an hourly rate describes
 * the offer itself (`prices` in `src/config/site.ts`), so only the amount is the owner's to edit.
 */
export function offerPrice(service: ServiceKey, amount: number): Price {
  const shape: Price = defaultPrices[service]
  return shape.perHour ? { amount, from: shape.from, perHour: true } : { amount, from: shape.from }
}

/** An amount a visitor may be quoted: positive and finite (the global also validates it). */
export function isPriceAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0
}

/** The price list for these amounts; a missing or unusable amount keeps the constant's. */
export function priceList(amounts: Partial<Record<ServiceKey, number | null>>): PriceList {
  const entries = serviceKeys.map((service) => {
    const amount = amounts[service]
    return [
      service,
      offerPrice(service, isPriceAmount(amount) ? amount : defaultPrices[service].amount),
    ]
  })
  return Object.fromEntries(entries) as PriceList
}

/** The prices of `src/config/site.ts`: the seed of the settings and their fallback. */
export const defaultPriceList: PriceList = priceList({})
