// Throughput and latency on loopback with autocannon: 20 connections for a fixed duration per
// target. A short warm-up, bounded by count, lets a page enter the page cache first; the page is
// then asked once for its `x-nextjs-cache` header, so the table says whether it measured a cached
// page. Each figure is compared with a static JS chunk of the same server, with the bare Next.js
// page (bare-next.mjs) and with the bare app's page of the home page's size, all measured in the
// same run on the same machine.
import autocannon from 'autocannon'

import { withBareNext } from './bare-next.mjs'
import { nginxPath, withNginx } from './nginx.mjs'
import { ratio, round } from './stats.mjs'

export const CONNECTIONS = 20

/** One plain request: status, `x-nextjs-cache` (null when absent) and body size. */
export async function probe(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  const body = await response.arrayBuffer()
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    kb: round(body.byteLength / 1024, 1),
  }
}

/**
 * @param {string} url
 * @param {number} seconds
 */
export async function hammer(url, seconds) {
  await autocannon({ url, connections: 4, amount: 20, timeout: 30 })
  const seen = await probe(url)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30 })
  return {
    ...seen,
    rps: round(result.requests.average, 0),
    p50: round(result.latency.p50, 1),
    p99: round(result.latency.p99, 1),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}

/** @param {string} name @param {Awaited<ReturnType<typeof hammer>>} f */
function summary(name, f) {
  const status = f.status === 200 ? '' : `status ${f.status}, `
  return `  load ${name}: ${status}x-nextjs-cache ${f.cache ?? 'none'}, ${f.kb} KB, ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.errors} errors`
}

/**
 * The bare Next.js page, then every target of the site, then (unless `nginxPort` is null) the
 * home page's HTML from nginx as the machine's limit.
 * @param {{ base: string, barePort: number }} setup
 * @param {import('./pages.mjs').LoadTarget[]} targets one of role "static"
 * @param {number} seconds
 * @param {number | null} nginxPort
 * @param {(line: string) => void} log
 */
export async function runLoad(setup, targets, seconds, nginxPort, log) {
  const [bare, bareSized] = await withBareNext(setup.barePort, async (url) => [
    await hammer(url, seconds),
    await hammer(`${url}sized`, seconds),
  ])
  log(summary('bare Next.js page', bare))
  log(summary("bare Next.js page at /fr's size", bareSized))
  const rows = []
  for (const target of targets) {
    const figures = await hammer(`${setup.base}${target.path}`, seconds)
    log(summary(target.name, figures))
    rows.push({ ...target, ...figures })
  }
  const staticRps = rows.find((row) => row.role === 'static')?.rps
  /** @template {{ rps: number | null }} T @param {T} row */
  const withRatios = (row) => ({
    ...row,
    ratioStatic: round(ratio(row.rps, staticRps), 3),
    ratioBare: round(ratio(row.rps, bare.rps), 3),
    ratioBareSized: round(ratio(row.rps, bareSized.rps), 3),
  })
  let nginx = null
  const binary = nginxPort === null ? null : nginxPath()
  if (binary && nginxPort !== null) {
    const html = await (await fetch(`${setup.base}/fr`)).text()
    nginx = withRatios(await withNginx(binary, nginxPort, html, (url) => hammer(url, seconds)))
    log(summary('nginx, same HTML as /fr', nginx))
  } else if (nginxPort !== null) {
    log('  nginx not installed: no machine limit (apt-get install nginx)')
  }
  return {
    connections: CONNECTIONS,
    seconds,
    bare: withRatios(bare),
    bareSized: withRatios(bareSized),
    targets: rows.map(withRatios),
    nginx,
  }
}
