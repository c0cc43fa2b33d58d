const SAFE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,158}[a-z0-9])?$/

/** A slug worth looking up: lower-case letters, digits and hyphens, at most 160 characters. */
export function isSafeSlug(value: string): boolean {
  return SAFE_SLUG.test(value)
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The forms a legacy or mistyped last segment may take of a real slug (lookup step 2): as given,
 * decoded, lower-cased, without `.html` or a trailing slash, accents removed, spaces and
 * underscores as hyphens, hyphens collapsed. Only safe slugs, the original form first.
 */
export function slugVariants(segment: string): string[] {
  const decoded = decode(segment).trim()
  const lower = decoded
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.html?$/, '')
  const folded = lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  return [...new Set([segment, decoded, lower, folded])].filter(isSafeSlug)
}

/** Lookup step 3: the first of the slug's first four words longer than two characters. */
export function titleSearchWord(segment: string): string | null {
  const [variant] = slugVariants(segment).slice(-1)
  if (!variant) return null
  return (
    variant
      .split('-')
      .slice(0, 4)
      .find((word) => word.length > 2) ?? null
  )
}
