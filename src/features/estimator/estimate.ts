import type { ServiceKey } from '@/config/site'
import type { PriceList } from '@/features/pricing/price-list'

/**
 * The estimate calculator's arithmetic: a price range from the price list,
 * widened by the budget the visitor chose and raised for urgent work, and a duration from the
 * methodology (1-2, 2-3, 4-8 and 1-2 weeks).
 */

/** The choices the visitor makes: project type, budget and timeframe. */
export const projectTypes = [
  'audit',
  'automation',
  'webapp',
  'marketing',
  'consulting',
  'formation',
  'other',
] as const
export type ProjectType = (typeof projectTypes)[number]
export const budgets = ['small', 'medium', 'large', 'enterprise'] as const
export type Budget = (typeof budgets)[number]
export const timeframes = ['urgent', 'normal', 'planned'] as const
export type Timeframe = (typeof timeframes)[number]

/** Hours of consulting a typical consulting or unclassified project starts with. */
export const CONSULTING_BASE_HOURS = 10
/** Urgent work (under two weeks) is planned around other clients: it costs more. */
export const URGENT_SURCHARGE = 1.3

const serviceOf: Record<ProjectType, ServiceKey> = {
  audit: 'audit',
  automation: 'ia',
  webapp: 'webapps',
  marketing: 'pwa',
  consulting: 'conseil',
  formation: 'formation',
  other: 'conseil',
}

/** How far above the starting price each budget lets a project grow. */
const budgetSpread: Record<Budget, number> = { small: 1.5, medium: 2.5, large: 4, enterprise: 6 }

/** Methodology phases (weeks) each kind of project goes through. */
const phases = { discovery: [1, 2], design: [2, 3], build: [4, 8], launch: [1, 2] } as const
const phasesOf: Record<ProjectType, (keyof typeof phases)[]> = {
  audit: ['discovery'],
  automation: ['discovery', 'build'],
  webapp: ['discovery', 'design', 'build', 'launch'],
  marketing: ['discovery', 'design', 'build'],
  consulting: ['discovery'],
  formation: ['launch'],
  other: ['discovery', 'design'],
}

export type Estimate = {
  service: ServiceKey
  minPrice: number
  maxPrice: number
  minWeeks: number
  maxWeeks: number
  /** False when even the shortest plan exceeds the timeframe (urgent: 2 weeks, normal: 3 months). */
  fitsTimeframe: boolean
}

const timeframeWeeks: Record<Timeframe, number> = { urgent: 2, normal: 13, planned: 26 }

const roundTo50 = (value: number) => Math.round(value / 50) * 50

/** The estimate from the price list of the settings (the calculator gets it from the page). */
export function estimateProject(
  type: ProjectType,
  budget: Budget,
  timeframe: Timeframe,
  prices: PriceList,
): Estimate {
  const service = serviceOf[type]
  const price = prices[service]
  const start = price.perHour ? price.amount * CONSULTING_BASE_HOURS : price.amount
  // A flat-rate service (the audit) has one price whatever the budget.
  const spread = price.from ? budgetSpread[budget] : 1
  const adjust = (amount: number) =>
    timeframe === 'urgent'
      ? roundTo50(amount * URGENT_SURCHARGE)
      : price.from
        ? roundTo50(amount)
        : amount
  const minWeeks = phasesOf[type].reduce((sum, phase) => sum + phases[phase][0], 0)
  const maxWeeks = phasesOf[type].reduce((sum, phase) => sum + phases[phase][1], 0)
  return {
    service,
    minPrice: adjust(start),
    maxPrice: adjust(start * spread),
    minWeeks,
    maxWeeks,
    fitsTimeframe: minWeeks <= timeframeWeeks[timeframe],
  }
}
