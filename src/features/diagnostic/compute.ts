import type { ServiceKey } from '@/config/site'
import type { PriceList } from '@/features/pricing/price-list'

/**
 * The business diagnostic's arithmetic: hours lost per week are the sum of the selected tasks'
 * hours, per month x 52/12; an hourly value from the revenue bracket gives the monthly and yearly
 * cost; an automatable share gives the yearly savings; the service recommended for the main
 * challenge, with its price, gives the payback period. The assumptions are named constants here:
 * revenue brackets and their hourly value, and how much of each task automation can take over.
 */

/** Task options with their hours per week. */
export const diagnosticTasks = {
  emails: { hoursPerWeek: 3, automatable: 0.6 },
  data_entry: { hoursPerWeek: 4, automatable: 0.8 },
  research: { hoursPerWeek: 2, automatable: 0.5 },
  reporting: { hoursPerWeek: 3, automatable: 0.7 },
  scheduling: { hoursPerWeek: 2, automatable: 0.7 },
  social_media: { hoursPerWeek: 2, automatable: 0.5 },
} as const
export type DiagnosticTask = keyof typeof diagnosticTasks

/** Monthly revenue brackets (EUR) and the value of one hour of the owner's time in each. */
export const revenueBrackets = {
  under_10k: { max: 10_000, hourlyValue: 35 },
  '10k_25k': { min: 10_000, max: 25_000, hourlyValue: 50 },
  '25k_50k': { min: 25_000, max: 50_000, hourlyValue: 65 },
  '50k_100k': { min: 50_000, max: 100_000, hourlyValue: 80 },
  over_100k: { min: 100_000, hourlyValue: 100 },
} as const
export type RevenueBracket = keyof typeof revenueBrackets

/** Main challenges, and the service recommended for each. */
export const challengeServices = {
  time: 'ia',
  clients: 'pwa',
  website: 'audit',
  productivity: 'formation',
} as const satisfies Record<string, ServiceKey>
export type DiagnosticChallenge = keyof typeof challengeServices

export const WEEKS_PER_MONTH = 52 / 12

export type DiagnosticInput = {
  revenue: RevenueBracket
  tasks: DiagnosticTask[]
  challenge: DiagnosticChallenge
}

export type DiagnosticResult = {
  hoursPerWeek: number
  hoursPerMonth: number
  hourlyValue: number
  monthlyCost: number
  yearlyCost: number
  automatableShare: number
  yearlySavings: number
  recommendedService: ServiceKey
  servicePrice: number
  /** Months for the savings to pay the service back; null when nothing can be saved. */
  paybackMonths: number | null
}

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** The figures of a diagnostic; the payback is measured against the settings' price list. */
export function computeDiagnostic(input: DiagnosticInput, prices: PriceList): DiagnosticResult {
  const tasks = [...new Set(input.tasks)]
  const hoursPerWeek = tasks.reduce((sum, task) => sum + diagnosticTasks[task].hoursPerWeek, 0)
  const automatableHours = tasks.reduce(
    (sum, task) => sum + diagnosticTasks[task].hoursPerWeek * diagnosticTasks[task].automatable,
    0,
  )
  const hoursPerMonth = hoursPerWeek * WEEKS_PER_MONTH
  const hourlyValue = revenueBrackets[input.revenue].hourlyValue
  const monthlyCost = hoursPerMonth * hourlyValue
  const yearlyCost = monthlyCost * 12
  const automatableShare = hoursPerWeek === 0 ? 0 : automatableHours / hoursPerWeek
  const yearlySavings = yearlyCost * automatableShare
  const recommendedService = challengeServices[input.challenge]
  const servicePrice = prices[recommendedService].amount
  return {
    hoursPerWeek,
    hoursPerMonth: round(hoursPerMonth, 1),
    hourlyValue,
    monthlyCost: round(monthlyCost),
    yearlyCost: round(yearlyCost),
    automatableShare: round(automatableShare, 2),
    yearlySavings: round(yearlySavings),
    recommendedService,
    servicePrice,
    paybackMonths: yearlySavings > 0 ? round(servicePrice / (yearlySavings / 12), 1) : null,
  }
}
