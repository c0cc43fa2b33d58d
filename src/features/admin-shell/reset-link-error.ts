import type { AfterErrorHook } from 'payload'

import { adminLanguage, type BilingualText } from '@/i18n/admin-table'

/** Payload's refusal of a reset link already used or too old: English whatever the language. */
const USED_OR_EXPIRED = 'Token is either invalid or has expired.'

export const usedResetLink: BilingualText = {
  fr: 'Ce lien de réinitialisation a déjà servi ou a expiré. Demandez-en un nouveau avec « Mot de passe oublié ».',
  en: 'This reset link has already been used or has expired. Ask for a new one with “Forgot password”.',
}

/** Whether an error is Payload's refusal of a spent reset link. */
export const isUsedResetLink = (error: { message?: unknown }) => error.message === USED_OR_EXPIRED

/**
 * The reset password screen shows the server's message as it comes: Payload's is English and
 * says "token". The admin reads what happened, and what to do, in their language.
 */
export const translateUsedResetLink: AfterErrorHook = ({ error, req }) => {
  if (!isUsedResetLink(error)) return
  const message = usedResetLink[adminLanguage(req.i18n?.language)]
  return { status: 403, response: { errors: [{ message }] } }
}
