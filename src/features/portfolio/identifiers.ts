/**
 * Project slugs and ids as they arrive in URLs. Checked before any database read, so encoded
 * junk or a 300-character slug ends on the not-found page without touching the database.
 */
export const MAX_SLUG_LENGTH = 96

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isProjectSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value)
}

// Database ids are positive integers; nine digits keep them within a 32-bit column.
const ID_PATTERN = /^[1-9][0-9]{0,8}$/

export function parseProjectId(value: unknown): number | null {
  return typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : null
}

/** A slug from a title, for the back office when the owner leaves the slug empty. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
}

/** The back office's check, with the reason in French. */
export function slugProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return 'Le slug est obligatoire.'
  if (value.length > MAX_SLUG_LENGTH) return `Le slug dépasse ${MAX_SLUG_LENGTH} caractères.`
  if (!isProjectSlug(value)) {
    return 'Le slug ne contient que des minuscules sans accent, des chiffres et des tirets simples.'
  }
  return null
}
