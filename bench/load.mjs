// Throughput and latency on loopback with autocannon: 32 connections, a fixed duration per target,
// each target after a short warm-up so its cache entry exists before the clock starts.
import autocannon from 'autocannon'

import { ratio, round } from './stats.mjs'

export const CONNECTIONS = 32

/**
 * @param {string} url
 * @param {number} seconds
 */
export async function hammer(url, seconds) {
  await autocannon({ url, connections: 4, amount: 20, timeout: 30 })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30 })
  return {
    rps: round(result.requests.average, 0),
    p50: round(result.latency.p50, 1),
    p99: round(result.latency.p99, 1),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}

/**
 * @typedef {{ name: string, path: string, cached: boolean }} Target
 * @param {string} base
 * @param {Target[]} targets the static file is the one named "static file"
 * @param {number} seconds
 * @param {(line: string) => void} log
 */
export async function loadTargets(base, targets, seconds, log) {
  const rows = []
  for (const target of targets) {
    const figures = await hammer(`${base}${target.path}`, seconds)
    log(`  load ${target.name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`)
    rows.push({ ...target, ...figures })
  }
  const staticRps = rows.find((row) => row.name === 'static file')?.rps ?? null
  return rows.map((row) => ({ ...row, ratio: round(ratio(row.rps, staticRps), 3) }))
}
