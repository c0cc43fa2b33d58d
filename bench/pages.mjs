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
 * "the slots API" of the issue.
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

/** @param {string} base @param {'full' | 'quick' | 'smoke'} mode */
export async function benchPages(base, mode) {
  const article = await canonicalPath(base, '/fr/blog/rgpd-formulaires-site-pme')
  const lighthouse = [
    '/fr',
    '/en/services',
    '/fr/services/applications-web-sur-mesure',
    article,
    '/fr/realisations',
    '/fr/reservation',
  ]
  // Content pages carry the 20 KB budget; booking is a flow, the offline page shows the shell alone.
  const js = [
    ...lighthouse.map((path) => ({ path, content: path !== '/fr/reservation' })),
    { path: '/fr/hors-ligne', content: false },
  ]
  const load = [
    { name: 'public page', path: '/fr', cached: true },
    { name: 'blog article', path: article, cached: true },
    { name: 'blog list', path: '/fr/blog', cached: true },
    { name: 'sitemap (blog)', path: '/api/sitemap-blog', cached: true },
    { name: 'slots (booking day)', path: await slotsPath(base), cached: false },
    { name: 'static file', path: '/icon.svg', cached: false },
  ]
  if (mode !== 'smoke') return { lighthouse, js, load }
  return {
    lighthouse: ['/fr'],
    js: js.filter((page) => page.path === '/fr'),
    load: load.filter((target) => target.name === 'public page' || target.name === 'static file'),
  }
}
