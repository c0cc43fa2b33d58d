import { z } from 'zod'

import { budgets, challenges, goals, projectTypes } from '@/features/contact/options'
import { optionalVisitorText, visitorText } from '@/platform/forms/visitor-text'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'

/** The validation texts of each field, in the visitor's language. */
export type ContactMessages = {
  name: string
  email: string
  challenge: string
  goals: string
  projectType: string
  project: string
  spam: string
  /** For the optional company, which has no message of its own. */
  invalidText: string
}

/**
 * One schema for the browser and the server. The honeypot (`website`) must stay empty and the
 * form must have been on screen for a few seconds (`startedAt`).
 */
export function contactSchema(messages: ContactMessages, now: number = Date.now()) {
  return z
    .object({
      name: visitorText(messages.name).min(2, messages.name).max(120, messages.name),
      email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
      company: optionalVisitorText(messages.invalidText, 160),
      challenge: z.enum(challenges, { error: messages.challenge }),
      goals: z.enum(goals, { error: messages.goals }),
      projectType: z.enum(projectTypes, { error: messages.projectType }),
      project: visitorText(messages.project).min(20, messages.project).max(5000, messages.project),
      budget: z.enum(budgets).optional().catch(undefined),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam, now))
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>
export type ContactField = keyof ContactInput
