import { describe, expect, it } from 'vitest'

import {
  isProjectSlug,
  MAX_SLUG_LENGTH,
  parseProjectId,
  slugify,
  slugProblem,
} from '@/features/portfolio/identifiers'

describe('project slugs', () => {
  it('accepts lower-case words, digits and single hyphens', () => {
    expect(isProjectSlug('commande-en-ligne-boulangerie-nantes')).toBe(true)
    expect(isProjectSlug('pwa-2025')).toBe(true)
  })

  it('refuses junk before any database read', () => {
    for (const slug of [
      '',
      'Majuscule',
      'double--tiret',
      '-debut',
      'fin-',
      'avec espace',
      'accentué',
      '%E0%A4%A',
      '../etc/passwd',
      'a'.repeat(300),
    ]) {
      expect(isProjectSlug(slug), slug).toBe(false)
    }
    expect(isProjectSlug(undefined)).toBe(false)
  })

  it('has a length limit', () => {
    expect(isProjectSlug('a'.repeat(MAX_SLUG_LENGTH))).toBe(true)
    expect(isProjectSlug('a'.repeat(MAX_SLUG_LENGTH + 1))).toBe(false)
  })

  it('is made from a French title when the owner leaves it empty', () => {
    expect(slugify("Formation à l'IA générative : agence de Rennes")).toBe(
      'formation-a-l-ia-generative-agence-de-rennes',
    )
    expect(slugify('Cœur de métier — Œuvre')).toBe('coeur-de-metier-oeuvre')
    expect(isProjectSlug(slugify(`${'mot '.repeat(60)}fin`))).toBe(true)
  })

  it('explains a refused slug in French for the back office', () => {
    expect(slugProblem('bon-slug')).toBeNull()
    expect(slugProblem('')).toBe('Le slug est obligatoire.')
    expect(slugProblem('Mauvais Slug')).toMatch(/minuscules/)
    expect(slugProblem('a'.repeat(MAX_SLUG_LENGTH + 1))).toMatch(/dépasse/)
  })
})

describe('project ids', () => {
  it('reads positive integers', () => {
    expect(parseProjectId('1')).toBe(1)
    expect(parseProjectId('42')).toBe(42)
  })

  it('refuses anything else', () => {
    for (const id of ['0', '-1', '01', '1.5', '1e3', 'abc', ' 1', '12345678901', '']) {
      expect(parseProjectId(id), id).toBeNull()
    }
    expect(parseProjectId(undefined)).toBeNull()
  })
})
