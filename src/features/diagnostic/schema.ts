import { z } from 'zod'

import { challengeOptions, revenueOptions, taskOptions } from '@/features/diagnostic/options'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'

export { challengeOptions, revenueOptions, taskOptions }

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as [T, ...T[]], { error: message })

export type DiagnosticMessages = {
  revenue: string
  tasks: string
  challenge: string
  spam: string
}

/** The three answers of the wizard (or of the single form without JavaScript). */
export function diagnosticSchema(messages: DiagnosticMessages, now: number = Date.now()) {
  return z
    .object({
      revenue: oneOf(revenueOptions, messages.revenue),
      tasks: z
        .array(oneOf(taskOptions, messages.tasks))
        .min(1, messages.tasks)
        .max(taskOptions.length, messages.tasks)
        .transform((tasks) => [...new Set(tasks)]),
      challenge: oneOf(challengeOptions, messages.challenge),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam, now))
}

export type DiagnosticAnswers = z.infer<ReturnType<typeof diagnosticSchema>>
export type DiagnosticStep = 'revenue' | 'tasks' | 'challenge'

export type ResultsEmailMessages = {
  email: string
  consent: string
  spam: string
}

/** "Send me my results": the address and the consent to be contacted. */
export function resultsEmailSchema(messages: ResultsEmailMessages, now: number = Date.now()) {
  return z
    .object({
      email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
      consent: z.literal('on', { error: messages.consent }),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam, now))
}

export type ResultsEmailInput = z.infer<ReturnType<typeof resultsEmailSchema>>
