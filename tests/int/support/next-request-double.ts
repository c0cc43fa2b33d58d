import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { isLocale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

/**
 * What Next.js gives a server action from the request it runs in, for calling the site's real
 * actions outside a Next server (`vi.mock('next/headers')`, `vi.mock('next-intl/server')`):
 * the request's headers and next-intl's translations, read from the same message files.
 */

let visitor = 0

/** Every call comes from another address, so no rate limit stands in for a validation. */
export async function headers(): Promise<Headers> {
  visitor += 1
  return new Headers(connectedFrom(`198.51.${Math.floor(visitor / 250)}.${visitor % 250}`))
}

type Namespace = NamespaceKeys<typeof fr, NestedKeyOf<typeof fr>>

export async function getTranslations({
  locale,
  namespace,
}: {
  locale: string
  namespace: Namespace
}) {
  const language = isLocale(locale) ? locale : 'fr'
  return createTranslator({ locale: language, messages: language === 'en' ? en : fr, namespace })
}
