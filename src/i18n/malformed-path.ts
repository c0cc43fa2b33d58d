/**
 * Next.js decodes a path more than once on its way to a page (the path, then each parameter),
 * and fails with a bare 500 when one of those steps meets a stray `%` (`/fr/realisation/%E0%A4%A`,
 * or `%25` that decodes to one), whatever the page, even after a rewrite. The proxy redirects
 * such a path to the same one without the `%` signs of its broken segments: that path reaches
 * its page as plain text and ends on the localized not-found page.
 */
const MAX_DECODING_ROUNDS = 4

function decodesCleanly(segment: string): boolean {
  let current = segment
  for (let round = 0; round < MAX_DECODING_ROUNDS && current.includes('%'); round++) {
    try {
      const next = decodeURIComponent(current)
      if (next === current) return true
      current = next
    } catch {
      return false
    }
  }
  return !current.includes('%')
}

/** The path to redirect to, or null when the path is fine as it is. */
export function repairMalformedPath(pathname: string): string | null {
  const segments = pathname.split('/')
  if (segments.every(decodesCleanly)) return null
  return segments
    .map((segment) => (decodesCleanly(segment) ? segment : segment.replace(/%/g, '')))
    .join('/')
}
