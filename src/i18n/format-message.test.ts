import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { formatMessage, type MessageValues } from '@/i18n/format-message'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

type Tree = { [key: string]: string | Tree }

function messagesWithArguments(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? /[{]/.test(value) && !/<\w+>/.test(value)
        ? [[`${prefix}${key}`, value] as [string, string]]
        : []
      : messagesWithArguments(value, `${prefix}${key}.`),
  )
}

/** Every argument name of a message, plural ones apart: they get numbers. */
function argumentsOf(message: string) {
  const plural = new Set(
    [...message.matchAll(/\{\s*(\w+)\s*,\s*(?:plural|select)/g)].map((m) => m[1] ?? ''),
  )
  const simple = new Set([...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1] ?? ''))
  return { plural: [...plural], simple: [...simple].filter((name) => !plural.has(name)) }
}

describe('formatMessage (the client subset of ICU)', () => {
  for (const [locale, messages] of [
    ['fr', fr],
    ['en', en],
  ] as const) {
    const cases = messagesWithArguments(messages as Tree)

    it(`formats every ${locale} message with arguments as intl-messageformat does`, () => {
      expect(cases.length).toBeGreaterThan(20)
      for (const [key, message] of cases) {
        const { plural, simple } = argumentsOf(message)
        for (const count of [0, 1, 2, 5, 1234]) {
          for (const sample of ['Zoé', 42, 1234.5]) {
            const values: MessageValues = {}
            for (const name of simple) values[name] = sample
            for (const name of plural) values[name] = count
            expect(formatMessage(message, values, locale), `${key} ${JSON.stringify(values)}`).toBe(
              new IntlMessageFormat(message, locale).format(values),
            )
          }
        }
      }
    })
  }

  it('follows ICU quoting and exact matches', () => {
    const cases: [string, MessageValues][] = [
      ["l'outil de {name}", { name: 'Zoé' }],
      ["'{name}' reste littéral, {name} non", { name: 'x' }],
      ["C''est {n, plural, =0 {rien} one {# chose} other {# choses '#'}}", { n: 3 }],
      ['{n, plural, =0 {aucun} =1 {un seul} other {{n} au total, soit #}}', { n: 1 }],
      ['{kind, select, a {A} other {autre}}', { kind: 'b' }],
    ]
    for (const [message, values] of cases) {
      expect(formatMessage(message, values, 'fr'), message).toBe(
        new IntlMessageFormat(message, 'fr').format(values),
      )
    }
  })

  it('refuses a missing value instead of printing a hole', () => {
    expect(() => formatMessage('Bonjour {name}', {}, 'fr')).toThrow()
  })
})
