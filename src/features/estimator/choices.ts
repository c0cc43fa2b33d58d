import {
  type Budget,
  budgets,
  type ProjectType,
  projectTypes,
  type Timeframe,
  timeframes,
} from '@/features/estimator/estimate'

/**
 * The calculator's three choices, apart from `schema.ts` so that the client calculator does not
 * pull zod into the browser (the calculator is on the home and services pages).
 */
export type EstimateChoices = { projectType: ProjectType; budget: Budget; timeframe: Timeframe }

/** What the calculator shows first: the most common request, a web application in a few months. */
export const defaultChoices: EstimateChoices = {
  projectType: 'webapp',
  budget: 'medium',
  timeframe: 'normal',
}

/** Choices from untrusted text (a refused post): anything unknown falls back to the default. */
export function choicesFrom(values: Record<string, string | undefined>): EstimateChoices {
  const pick = <T extends string>(list: readonly T[], value: string | undefined, fallback: T) =>
    list.find((item) => item === value) ?? fallback
  return {
    projectType: pick(projectTypes, values.projectType, defaultChoices.projectType),
    budget: pick(budgets, values.budget, defaultChoices.budget),
    timeframe: pick(timeframes, values.timeframe, defaultChoices.timeframe),
  }
}
