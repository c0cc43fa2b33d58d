'use client'

import type { useTranslations as useIntlTranslations } from 'next-intl'
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'

import { formatMessage, type MessageValues } from '@/i18n/format-message'
import type { Locale } from '@/i18n/locales'

/*
 * next-intl's `NextIntlClientProvider` / `useTranslations` for the forms of the public pages,
 * without next-intl's client (intl-messageformat and its ICU parser, about 12 KB gzip): the
 * header's contact link prefetches the contact page, so its form's code reaches every page.
 * Same props, same keys (typed by next-intl), same output (`format-message.test.ts`); rich text
 * (`t.rich`) is not offered: a component that needs it keeps next-intl.
 */

type Messages = { [key: string]: string | Messages }
type Namespace = NonNullable<Parameters<typeof useIntlTranslations>[0]>
type IntlTranslator<NS extends Namespace> = ReturnType<typeof useIntlTranslations<NS>>
type Translate<NS extends Namespace> = (
  key: Parameters<IntlTranslator<NS>>[0],
  values?: MessageValues,
) => string

const MessagesContext = createContext<{ locale: Locale; messages: Messages } | null>(null)

export function ClientMessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages
  children: ReactNode
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <MessagesContext value={value}>{children}</MessagesContext>
}

function lookup(messages: Messages, path: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return node
}

function useMessagesContext() {
  const context = useContext(MessagesContext)
  if (!context) throw new Error('Translations need a ClientMessagesProvider above them')
  return context
}

export function useLocale(): Locale {
  return useMessagesContext().locale
}

export function useTranslations<NS extends Namespace>(namespace: NS): Translate<NS> {
  const { locale, messages } = useMessagesContext()
  return useCallback(
    (key, values) => {
      const path = `${namespace}.${String(key)}`
      const message = lookup(messages, path)
      // next-intl's fallback for a missing message: its path, and an error in the console.
      if (typeof message !== 'string') {
        console.error(`Missing message: ${path} (${locale})`)
        return path
      }
      // next-intl's hot path: a message without syntax is returned untouched.
      if (!values && !/'[{}<#|']/.test(message) && !/[<{]/.test(message)) return message
      try {
        return formatMessage(message, values ?? {}, locale)
      } catch (error) {
        console.error(`Message ${path} (${locale}) not formatted`, error)
        return path
      }
    },
    [locale, messages, namespace],
  )
}
