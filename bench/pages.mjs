// The pages and addresses the bench measures. Articles and the booking step are looked up on the
// running site, so the bench follows the seed instead of hard-coding its slugs.

/** The address a path ends at after the site's redirects (an article's canonical URL). */
export async function canonicalPath(base, pathname) {
  const response = await fetch(`${base}${pathname}`)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`)
  const url = new URL(response.url)
  return url.pathname + url.search
}

/** The first link of `html` whose query has `name=`, as a path. */
function linkWith(html, name) {
  const match = html.match(new RegExp(`href="([^"]*[?&](?:amp;)?${name}=[^"]*)"`))
  if (!match?.[1]) return null
  return match[1].replace(/&amp;/g, '&')
}

/**
 * The booking page's time step: the server computes a day's free slots there. The site has no
 * JSON slots API (the booking flow is server-rendered from the query string), so this page is
 * what the bench measures as "the slots API".
 */
export async function slotsPath(base) {
  const servicePage = await (await fetch(`${base}/fr/reservation`)).text()
  // Step 1 is a plain GET form: its first service choice.
  const input = servicePage.match(/<input[^>]*name="service"[^>]*>/)?.[0]
  const service = input?.match(/value="([^"]+)"/)?.[1]
  if (!service) throw new Error('No service to choose on /fr/reservation')
  const datePage = await (await fetch(`${base}/fr/reservation?service=${service}`)).text()
  const withDate = linkWith(datePage, 'date')
  if (!withDate) throw new Error('No bookable day on the booking calendar')
  const url = new URL(withDate, `${base}/fr/reservation`)
  return url.pathname + url.search
}

/**
 * A JavaScript chunk that `/fr` loads: the "static file" every page is compared with, a file the
 * same server sends from disk through the same Next.js request path.
 */
export async function staticChunk(base) {
  const html = await (await fetch(`${base}/fr`)).text()
  const chunk = html.match(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  if (!chunk) throw new Error('/fr loads no /_next/static/...js chunk to compare pages with')
  return chunk
}

/**
 * @typedef {{ path: string, kind: 'home' | 'service' | 'article' | 'booking' }} LighthousePage
 * @typedef {{ name: string, path: string, role: 'cached' | 'static' | 'other' }} LoadTarget
 *   cached: a public page served from the page cache (the load budgets); other: shown for context
 * @param {string} base
 * @param {'full' | 'quick' | 'smoke'} mode
 */
export async function benchPages(base, mode) {
  const article = await canonicalPath(base, '/fr/blog/rgpd-formulaires-site-pme')
  const service = '/fr/services/applications-web-sur-mesure'
  /** @type {LighthousePage[]} */
  const lighthouse = [
    { path: '/fr', kind: 'home' },
    { path: service, kind: 'service' },
    { path: article, kind: 'article' },
    { path: '/fr/reservation', kind: 'booking' },
  ]
  // Content pages carry the 20 KB budget; booking is a flow, the offline page shows the shell alone.
  const js = [
    ...['/fr', '/en/services', service, article, '/fr/realisations'].map((path) => ({
      path,
      content: true,
    })),
    { path: '/fr/reservation', content: false },
    { path: '/fr/hors-ligne', content: false },
  ]
  /** @type {LoadTarget[]} */
  const cached = [
    { name: 'home', path: '/fr', role: 'cached' },
    { name: 'service page', path: service, role: 'cached' },
    { name: 'blog article', path: article, role: 'cached' },
    { name: 'blog list', path: '/fr/blog', role: 'cached' },
  ]
  // The HTML a first visit downloads: the home page has its own budget, every page one ceiling.
  const html = [...new Set(['/fr', '/en', ...js.map((page) => page.path), '/fr/blog'])]
  /** @type {LoadTarget} */
  const staticFile = { name: 'static file (JS)', path: await staticChunk(base), role: 'static' }
  // The memory soak cycles over the cached pages.
  const soak = cached.map((target) => target.path)
  if (mode === 'smoke') {
    const home = lighthouse.filter((page) => page.path === '/fr')
    const load = [staticFile, ...cached]
    return { lighthouse: home, mainThread: home, js: js.slice(0, 1), html, load, soak }
  }
  /** @type {LoadTarget[]} */
  const others = [
    { name: 'sitemap (blog)', path: '/api/sitemap-blog', role: 'other' },
    { name: 'slots (booking day)', path: await slotsPath(base), role: 'other' },
  ]
  const load = [staticFile, ...cached, ...others]
  // The main thread at 4x CPU on the same pages: hydration of the booking form and the article's
  // islands shows there.
  return { lighthouse, mainThread: lighthouse, js, html, load, soak }
}
