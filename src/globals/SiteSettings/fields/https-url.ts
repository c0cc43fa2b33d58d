import type { TextFieldSingleValidation } from 'payload'

import { say } from '@/globals/SiteSettings/fields/figures'

/**
 * Whether a typed link is an absolute `https:` address with a host. The pages print it as an
 * `href`: a `javascript:` or `data:` link would run or show whatever it holds when a visitor
 * clicks it, and an `http:` one would leave the visitor's connection unencrypted.
 */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' && url.hostname !== '' && url.username === ''
}

const message = {
  fr: 'Une adresse complète commençant par https:// (par exemple https://www.linkedin.com/in/votre-nom).',
  en: 'A full address starting with https:// (for example https://www.linkedin.com/in/your-name).',
}

/** A link field: empty when `optional`, else an `https:` address (spaces around are ignored). */
export const httpsUrl =
  ({ optional }: { optional: boolean }): TextFieldSingleValidation =>
  (value, { req }) => {
    const typed = typeof value === 'string' ? value.trim() : ''
    if (typed === '' && optional) return true
    return isHttpsUrl(typed) ? true : say(req, message)
  }
