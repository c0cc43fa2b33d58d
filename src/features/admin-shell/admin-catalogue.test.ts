import { describe, expect, it } from 'vitest'

import { adminTranslations } from '@/features/admin-shell/admin-catalogue'

type Tree = { [key: string]: Tree | string }

/** Every leaf key, as Payload's `t` addresses it (`custom:seo:title`). */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}:`),
  )
}

/** Payload's variables, `{{name}}`, sorted. */
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

function leaf(tree: Tree, path: string): string {
  let node: Tree | string = tree
  for (const part of path.split(':')) node = typeof node === 'string' ? node : (node[part] ?? '')
  return typeof node === 'string' ? node : ''
}

describe('admin translations', () => {
  const fr = keys(adminTranslations.fr)
  const en = keys(adminTranslations.en)

  it('have the same keys in French and English', () => {
    expect(fr.length).toBeGreaterThan(100)
    expect([...en].sort()).toEqual([...fr].sort())
  })

  it('have no empty string and the same variables in both languages', () => {
    for (const key of fr) {
      const french = leaf(adminTranslations.fr, key)
      const english = leaf(adminTranslations.en, key)
      expect(french, key).not.toBe('')
      expect(english, key).not.toBe('')
      expect(variables(english), key).toEqual(variables(french))
    }
  })

  it('keep the French of the screens verbatim', () => {
    expect(adminTranslations.fr.custom.security.title).toBe('Sécurité')
    expect(adminTranslations.fr.custom.calendar.title).toBe('Calendrier')
    expect(adminTranslations.en.custom.calendar.title).toBe('Calendar')
  })
})
