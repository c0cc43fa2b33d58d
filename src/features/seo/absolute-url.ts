/**
 * A path of plain segments (letters, digits, `-`, `_`, `~`, and dots inside a segment) is what
 * `new URL` writes unchanged: it is joined to the site's origin directly. Anything else (a query,
 * an escape, a dot segment, a double slash, a character to percent-encode) goes through `new URL`,
 * so both ways always give the same text. The blog sitemap joins four addresses per article:
 * 80,000 at 20,000 articles, 0.28 s through `new URL` alone.
 */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/

let known: { siteUrl: string; origin: string } | undefined

export function joinToSite(path: string, siteUrl: string): string {
  if (!path.startsWith('/') || !PLAIN_PATH.test(path)) return new URL(path, siteUrl).toString()
  if (known?.siteUrl !== siteUrl) known = { siteUrl, origin: new URL(siteUrl).origin }
  return known.origin + path
}
