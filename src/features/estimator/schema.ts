import { z } from 'zod'

import { budgets, projectTypes, timeframes } from '@/features/estimator/estimate'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'

export type EstimateMessages = { choice: string; email: string; consent: string; spam: string }

/** "Send me this estimate": the three choices, the address and the consent to be contacted. */
export function estimateRequestSchema(messages: EstimateMessages, now: number = Date.now()) {
  return z
    .object({
      projectType: z.enum(projectTypes, { error: messages.choice }),
      budget: z.enum(budgets, { error: messages.choice }),
      timeframe: z.enum(timeframes, { error: messages.choice }),
      email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
      consent: z.literal('on', { error: messages.consent }),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam, now))
}

export type EstimateRequest = z.infer<ReturnType<typeof estimateRequestSchema>>
export type EstimateField = keyof EstimateRequest
