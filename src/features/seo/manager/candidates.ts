import { locales } from '@/i18n/locales'

/**
 * The record paths that apply to a page, best first: the path itself,
 * the path with its language prefix, the path without it, and the home variant (`/` for a
 * language's home and the reverse).
 */
export function seoCandidates(path: string, locale: string): string[] {
  const { clean, prefix, bare } = splitPath(path)
  const prefixed = bare === '/' ? `/${prefix ?? locale}` : `/${prefix ?? locale}${bare}`
  const list = [clean, prefixed, bare]
  if (bare === '/') list.push('/home', `/${prefix ?? locale}/home`)
  return [...new Set(list)]
}

/** A path without query, fragment and trailing slash; its language prefix; the rest. */
export function splitPath(path: string): { clean: string; prefix?: string; bare: string } {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  const prefix = locales.find((l) => clean === `/${l}` || clean.startsWith(`/${l}/`))
  return { clean, prefix, bare: prefix ? clean.slice(prefix.length + 1) || '/' : clean }
}

/** The first candidate that has a record, in the candidates' order. */
export function pickRecord<T extends { url: string }>(
  candidates: readonly string[],
  records: ReadonlyMap<string, T>,
): T | undefined {
  for (const candidate of candidates) {
    const record = records.get(candidate)
    if (record) return record
  }
  return undefined
}
