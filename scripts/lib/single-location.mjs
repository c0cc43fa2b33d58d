// Loaded before Next.js (`node --import`, set by scripts/start.mjs and the Dockerfile).
//
// Next.js 16 answers the request that renders a redirect into its page cache with the Location
// header twice: the render sets it, then the new cache entry's headers are appended to the
// response again (vercel/next.js#82117, fixed upstream by vercel/next.js#95913, not released in
// 16.4). Browsers follow it, but proxies and crawlers that merge repeated headers read
// "/a, /a" and cannot. An article's old address renders such a redirect (its canonical route is
// page-cached), so the site makes appending a value a response already has a no-op for these
// headers, as the upstream fix does. Other headers, and different values, are appended as
// before. Remove once the installed Next.js carries the fix.
import http from 'node:http'

const SINGLE = new Set(['location', 'x-nextjs-stale-time'])
const append = http.ServerResponse.prototype.appendHeader

http.ServerResponse.prototype.appendHeader = function appendHeader(name, value) {
  if (typeof name === 'string' && SINGLE.has(name.toLowerCase())) {
    const present = [this.getHeader(name) ?? []].flat().map(String)
    if ([value].flat().every((one) => present.includes(String(one)))) return this
  }
  return append.call(this, name, value)
}
