import type { CollectionBeforeValidateHook } from 'payload'

import { normalizeEmail } from '@/features/leads/lead-options'

/** Keeps the unique index case-insensitive: every stored address is lower-cased. */
export const normalizeLeadEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = normalizeEmail(data.email)
  return data
}
