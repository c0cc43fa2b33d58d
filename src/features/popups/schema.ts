import { z } from 'zod'

import { spamCheck, spamFields } from '@/platform/spam/spam-fields'

export type PopupSignUpMessages = { email: string; consent: string; spam: string }

/** The popup's sign-up: an address, the newsletter consent, and the anti-robot fields. */
export const popupSignUpSchema = (messages: PopupSignUpMessages) =>
  z
    .object({
      email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
      consent: z.literal(true, { error: messages.consent }),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam))

export type PopupSignUpInput = z.infer<ReturnType<typeof popupSignUpSchema>>
