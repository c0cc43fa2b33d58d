// Throughput and latency on loopback with autocannon: 20 connections for a fixed duration per
// target. A short warm-up, bounded by count, lets a page enter the page cache first; the page is
// then asked once for its cache header (`x-nextjs-cache`, or nginx's `X-Cache-Status`), so the
// table says whether it measured a cached copy. Each cached page is compared with the bare
// Next.js page nearest its weight (bare-next.mjs), and, behind the nginx page cache, with nginx
// serving the same bytes from a file; a static JS chunk of the same server and the one-line bare
// page are shown for context. Everything is measured in the same run on the same machine.
import http from 'node:http'

import autocannon from 'autocannon'

import { withBareNext } from './bare-next.mjs'
import { nginxPath, withNginx } from './nginx.mjs'
import { ratio, round } from './stats.mjs'

export const CONNECTIONS = 20
// The weights of the bare app's /sized/<kb> pages (bench/bare-next/app/sized/[kb]/page.js).
export const BARE_SIZES_KB = Array.from({ length: 19 }, (_, index) => 20 + index * 10)

/** The bare page whose weight is nearest `kb`. */
export function nearestBareSize(kb) {
  return BARE_SIZES_KB.reduce((best, size) =>
    Math.abs(size - kb) < Math.abs(best - kb) ? size : best,
  )
}

/** A page name as a file name: "blog article" -> "blog-article". */
const fileName = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()

/**
 * One plain request, with the headers autocannon sends (no Accept-Encoding: a cache in front
 * keeps one copy per encoding asked for, so fetch's own header would read another copy's
 * status): status, cache header (null when absent) and body size.
 * @param {string} url
 * @returns {Promise<{ status: number, cache: string | null, kb: number }>}
 */
export function probe(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: 30_000 }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () => {
        const header = (name) => {
          const value = response.headers[name]
          return typeof value === 'string' ? value : null
        }
        resolve({
          status: response.statusCode ?? 0,
          cache: header('x-cache-status') ?? header('x-nextjs-cache'),
          kb: round(bytes / 1024, 1),
        })
      })
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`${url} took over 30 s`)))
    request.on('error', reject)
  })
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
  return `  load ${name}: ${status}cache ${f.cache ?? 'none'}, ${f.kb} KB, ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.errors} errors`
}

/**
 * The bare Next.js pages (the one-line page and those at the cached pages' weights), then every
 * target of the site, then (unless `nginxPort` is null or nginx is missing) each cached page from
 * a file and through the page cache, both by nginx.
 * @param {{ base: string, port: number, barePort: number }} setup
 * @param {import('./pages.mjs').LoadTarget[]} targets one of role "static"
 * @param {number} seconds
 * @param {number | null} nginxPort
 * @param {(line: string) => void} log
 */
export async function runLoad(setup, targets, seconds, nginxPort, log) {
  const cached = targets.filter((target) => target.role === 'cached')
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const target of cached)
    weights.set(target.name, (await probe(`${setup.base}${target.path}`)).kb)
  const sizes = [...new Set([...weights.values()].map(nearestBareSize))].sort((a, b) => a - b)
  const [bare, sized] = await withBareNext(setup.barePort, async (url) => {
    const onePage = await hammer(url, seconds)
    const rows = []
    for (const kb of sizes)
      rows.push({ sizeKb: kb, ...(await hammer(`${url}sized/${kb}`, seconds)) })
    return [onePage, rows]
  })
  log(summary('bare Next.js page', bare))
  for (const row of sized) log(summary(`bare Next.js page of ${row.sizeKb} KB`, row))
  const rows = []
  for (const target of targets) {
    const figures = await hammer(`${setup.base}${target.path}`, seconds)
    log(summary(target.name, figures))
    rows.push({ ...target, ...figures })
  }
  const staticRps = rows.find((row) => row.role === 'static')?.rps
  /** @param {{ rps: number | null, kb: number, role?: string }} row */
  const withRatios = (row) => {
    const same =
      row.role === 'cached' ? sized.find((s) => s.sizeKb === nearestBareSize(row.kb)) : null
    return {
      ...row,
      ratioStatic: round(ratio(row.rps, staticRps), 3),
      ratioBare: round(ratio(row.rps, bare.rps), 3),
      sameWeightKb: same?.kb ?? null,
      ratioSameWeight: same ? round(ratio(row.rps, same.rps), 3) : null,
    }
  }
  const binary = nginxPort === null ? null : nginxPath()
  /** @type {object[] | null} */
  let nginx = null
  if (binary && nginxPort !== null) {
    /** @type {Map<string, string>} */
    const files = new Map()
    for (const target of cached)
      files.set(fileName(target.name), await (await fetch(`${setup.base}${target.path}`)).text())
    nginx = await withNginx(binary, nginxPort, setup.port, files, async (base) => {
      const measured = []
      for (const target of cached) {
        const file = await hammer(`${base}/__file/${fileName(target.name)}.html`, seconds)
        const cache = await hammer(`${base}${target.path}`, seconds)
        log(summary(`nginx file, ${target.name}`, file))
        log(summary(`nginx cache, ${target.name}`, cache))
        measured.push({
          name: target.name,
          path: target.path,
          file,
          cache,
          ratioFile: round(ratio(cache.rps, file.rps), 3),
        })
      }
      return measured
    })
  } else if (nginxPort !== null) {
    log('  nginx not installed: no nginx cache or file figures (apt-get install nginx-light)')
  }
  return {
    connections: CONNECTIONS,
    seconds,
    bare: withRatios(bare),
    sized: sized.map(withRatios),
    targets: rows.map(withRatios),
    nginx,
  }
}
