import { z } from 'zod'

import { budgets, projectTypes, timeframes } from '@/features/estimator/estimate'
import { spamCheck, spamFields } from '@/features/spam/spam-fields'

export type EstimateMessages = { choice: string; email: string; consent: string; spam: string }

/** "Send me this estimate": the three choices, the address and the consent to be contacted. */
export function estimateRequestSchema(messages: EstimateMessages, now: number = Date.now()) {
  return z
    .object({
      projectType: z.enum(projectTypes, { error: messages.choice }),
      budget: z.enum(budgets, { error: messages.choice }),
      timeframe: z.enum(timeframes, { error: messages.choice }),
      email: z.string().trim().max(254, messages.email).pipe(z.email(messages.email)),
      consent: z.literal('on', { error: messages.consent }),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam, now))
}

export type EstimateRequest = z.infer<ReturnType<typeof estimateRequestSchema>>
export type EstimateField = keyof EstimateRequest

export type EstimateChoices = Pick<EstimateRequest, 'projectType' | 'budget' | 'timeframe'>

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
