import { robotsValues } from '@/features/seo/manager/options'

/**
 * Checks of an SEO record's free-text fields. Each returns `true` or the French message the
 * admin shows; the public side never trusts a record that would fail them (see `merge.ts`).
 */

const pathPattern = /^\/[a-z0-9\-._~/%]*$/i

/** A site path: starts with one slash, no host, no query or fragment, no `..` segment. */
export function validateSeoUrl(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Indiquez le chemin de la page.'
  const url = value.trim()
  if (!url.startsWith('/') || url.startsWith('//') || !pathPattern.test(url)) {
    return 'Le chemin doit commencer par « / » (par exemple /fr/services), sans domaine, ni « ? », ni « # ».'
  }
  if (url.split('/').includes('..')) return 'Le chemin ne peut pas contenir « .. ».'
  if (url.length > 300) return 'Le chemin est trop long (300 caractères au plus).'
  return true
}

/** The stored form of a path: no trailing slash except for the root. */
export function normalizeSeoUrl(value: string): string {
  const trimmed = value.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

/** A canonical URL: empty, a site path, or an absolute http(s) URL. */
export function validateCanonical(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'URL canonique invalide.'
  if (value.startsWith('/')) {
    return validateSeoUrl(value) === true ? true : 'URL canonique invalide : chemin incorrect.'
  }
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return true
  } catch {
    // falls through to the message
  }
  return 'URL canonique invalide : indiquez une adresse http(s) complète ou un chemin commençant par « / ».'
}

export function isRobotsValue(value: unknown): value is (typeof robotsValues)[number] {
  return typeof value === 'string' && (robotsValues as readonly string[]).includes(value)
}

export function validateRobots(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return isRobotsValue(value)
    ? true
    : `Valeur robots invalide : choisissez ${robotsValues.join(' ; ')}.`
}

type JsonLdObject = Record<string, unknown> & { '@type': string }

/** Structured data must be one JSON-LD object (or a list of them), each with a schema.org `@type`. */
export function parseStructuredData(value: unknown): JsonLdObject[] | string {
  if (value === null || value === undefined || value === '') return []
  let data = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      return 'Données structurées invalides : le JSON ne se lit pas.'
    }
  }
  const items = Array.isArray(data) ? data : [data]
  for (const item of items) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      return 'Données structurées invalides : chaque élément doit être un objet JSON-LD.'
    }
    const type = (item as Record<string, unknown>)['@type']
    if (typeof type !== 'string' || !/^[A-Z][A-Za-z]+$/.test(type)) {
      return 'Données structurées invalides : chaque objet doit avoir un « @type » schema.org (par exemple "Service").'
    }
    const context = (item as Record<string, unknown>)['@context']
    if (context !== undefined && !/^https?:\/\/schema\.org\/?$/.test(String(context))) {
      return 'Données structurées invalides : « @context » doit être https://schema.org.'
    }
  }
  return items as JsonLdObject[]
}

export function validateStructuredData(value: unknown): true | string {
  const parsed = parseStructuredData(value)
  return typeof parsed === 'string' ? parsed : true
}
