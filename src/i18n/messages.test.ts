import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`))
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keys(child, prefix ? `${prefix}.${key}` : key),
    )
  }
  return [prefix]
}

function emptyStrings(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => emptyStrings(child, `${prefix}.${key}`))
  }
  return []
}

describe('message catalogues', () => {
  it('have exactly the same keys in French and English', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort())
  })

  it('have no empty text', () => {
    expect(emptyStrings(fr)).toEqual([])
    expect(emptyStrings(en)).toEqual([])
  })

  it('keep the exact French wording of the loading and error screens', () => {
    expect(fr.status.loadingPage).toBe('Chargement de la page...')
    expect(fr.status.loadError).toBe('Erreur de chargement')
    expect(fr.status.retry).toBe('Réessayer')
    expect(fr.status.errorTitle).toBe('Oups ! Une erreur est survenue')
    expect(fr.status.errorText).toBe('Nous rencontrons un problème technique. Veuillez réessayer.')
    expect(fr.status.reload).toBe('Recharger la page')
  })
})
