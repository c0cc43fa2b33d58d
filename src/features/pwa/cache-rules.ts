/**
 * What the service worker may keep. Never the back office, the API (personal data, forms,
 * counters), previews, or anything but a GET: those always go to the network.
 */
const privatePrefixes = ['/admin', '/api/', '/blog-preview', '/serwist/']

export function isPrivatePath(pathname: string): boolean {
  return pathname === '/api' || privatePrefixes.some((prefix) => pathname.startsWith(prefix))
}

/** A page of the public site the worker keeps for offline reading (network first). */
export function isCacheablePage(
  request: { method: string; mode: string },
  url: URL,
  origin: string,
): boolean {
  return (
    request.method === 'GET' &&
    request.mode === 'navigate' &&
    url.origin === origin &&
    !isPrivatePath(url.pathname)
  )
}

/** The offline page in the visitor's language, from the path they asked for. */
export function offlinePageFor(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? '/en/offline' : '/fr/hors-ligne'
}

export const OFFLINE_PAGES = ['/fr/hors-ligne', '/en/offline'] as const
