import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import { islandMessages, pickMessages, type Messages } from '@/i18n/island-messages'

/** Each island's files that translate (its client component and what it renders). */
const sources: Record<keyof typeof islandMessages, string[]> = {
  contact: ['contact/components/ContactForm.client.tsx', 'contact/components/SelectField.tsx'],
  diagnostic: [
    'DiagnosticWizard.client.tsx',
    'DiagnosticSteps.tsx',
    'DiagnosticResults.tsx',
    'ResultsEmailForm.tsx',
    'CalculatingPanel.client.tsx',
  ].map((file) => `diagnostic/components/${file}`),
  estimator: ['EstimateForm.client.tsx', 'EstimateSummary.tsx', 'EstimateEmailFields.tsx'].map(
    (file) => `estimator/components/${file}`,
  ),
  pwaDemo: [
    'InstallApp.client.tsx',
    'InstallInstructions.tsx',
    'DeferredTaskList.client.tsx',
    'TaskList.client.tsx',
    'TaskItem.tsx',
    'useTaskList.ts',
  ].map((file) => `pwa-demo/components/${file}`),
  popups: ['PopupDialog.client.tsx', 'PopupSignUpForm.client.tsx'].map(
    (file) => `popups/components/${file}`,
  ),
}

/**
 * The message paths a source asks for: `t('a.b')` under `useTranslations('ns')` is `ns.a.b`; a
 * key built at run time counts up to its fixed start (`t(\`steps.${step}.title\`)` is `ns.steps`,
 * `t(name)` is `ns`), which the paths may refine.
 */
function usedPaths(source: string): string[] {
  const paths: string[] = []
  for (const [, name, namespace = ''] of source.matchAll(
    /const (\w+) = useTranslations\('([^']+)'\)/g,
  )) {
    for (const [, argument = ''] of source.matchAll(
      new RegExp(`\\b${name}(?:\\.raw)?\\(([^,)]*)`, 'g'),
    )) {
      const keys = [...argument.matchAll(/'([^']*)'|`([^`]*)`/g)].map(
        (match) => (match[1] ?? match[2] ?? '').split('${')[0]?.replace(/\.$/, '') ?? '',
      )
      paths.push(
        ...(keys.length ? keys : ['']).map((key) => (key ? `${namespace}.${key}` : namespace)),
      )
    }
  }
  return paths
}

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`)

describe.each(Object.entries(islandMessages))('the %s island', (island, picked) => {
  const used = sources[island as keyof typeof sources].flatMap((file) =>
    usedPaths(fs.readFileSync(path.join('src/features', file), 'utf8')),
  )

  it('is given every message its sources ask for', () => {
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter((key) => !picked.some((pick) => related(key, pick)))).toEqual([])
  })

  it('is given no message its sources never ask for', () => {
    expect(picked.filter((pick) => !used.some((key) => related(key, pick)))).toEqual([])
  })

  it.each([fr, en])('finds each message in both languages', (messages) => {
    expect(() => pickMessages(messages as Messages, picked)).not.toThrow()
  })
})

describe('pickMessages', () => {
  const messages: Messages = { a: { b: 'B', c: { d: 'D', e: 'E' }, f: 'F' }, g: 'G' }

  it('keeps the paths given, in their tree, and nothing else', () => {
    expect(pickMessages(messages, ['a.b', 'a.c.d'])).toEqual({ a: { b: 'B', c: { d: 'D' } } })
    expect(pickMessages(messages, ['a.c', 'g'])).toEqual({ a: { c: { d: 'D', e: 'E' } }, g: 'G' })
  })

  it('refuses a path that leads nowhere', () => {
    expect(() => pickMessages(messages, ['a.x'])).toThrow('No message at a.x')
    expect(() => pickMessages(messages, ['g.x'])).toThrow('No group at g.x')
  })
})
