/**
 * `Cache-Control` of the API's answers, applied by next.config.ts `headers()`, which (unlike the
 * proxy) also runs for multipart uploads.
 *
 * A signed-in answer (`/api/admin-users/me`, a list of contacts) must never be kept by a shared
 * cache or the browser's back button: every `/api/*` answer says `private, no-store`. A header
 * set here wins over the route's own (Next.js writes a route's header only when none is set
 * yet), so the few answers that are public on purpose are left out by path: the blog and image
 * sitemaps (`public, max-age=60`, src/features/seo/sitemap/respond.ts) and the media library's
 * files (public pictures, which next/image and browsers must be able to keep).
 */
export const publicApiPaths = ['sitemap-blog', 'sitemap-images', 'media/file/'] as const

const escaped = publicApiPaths.map((path) =>
  path.endsWith('/') ? path.replace(/\//g, '\\/') : `${path}(?:\\/|$)`,
)

/** Next.js's path-to-regexp: every path under `/api/` but the public ones. */
export const apiNoStoreSource = `/api/:path((?!${escaped.join('|')}).*)`

export const apiNoStoreHeaders = {
  source: apiNoStoreSource,
  headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
}
