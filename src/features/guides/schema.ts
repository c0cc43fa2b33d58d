import { z } from 'zod'

import { optionalVisitorText } from '@/platform/forms/visitor-text'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'

export type GuideRequestMessages = {
  email: string
  consent: string
  spam: string
  /** For the optional name, which has no message of its own. */
  invalidText: string
}

/** A checkbox posts "on" when ticked and nothing otherwise. */
const checked = z.preprocess(
  (value) => value === 'on' || value === 'true' || value === true,
  z.boolean(),
)

/**
 * The guide request: e-mail and consent to receive the guide are required; the name and the
 * newsletter sign-up are optional. Same schema for the JavaScript and the plain form post.
 */
export function guideRequestSchema(messages: GuideRequestMessages, now: number = Date.now()) {
  return z
    .object({
      email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
      name: optionalVisitorText(messages.invalidText, 120),
      consent: checked.refine((value) => value, messages.consent),
      newsletter: checked,
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam, now))
}

export type GuideRequestInput = z.infer<ReturnType<typeof guideRequestSchema>>
export type GuideRequestField = keyof GuideRequestInput
