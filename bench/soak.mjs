// Memory soak: a load of fixed length (10 minutes in a full run) at the load phase's connection
// count, cycling over the cached public pages, while the server's resident memory is read ten
// times at even marks (each minute of the full run) and polled in between for the peak. A server
// whose memory still grows between the 2nd mark and the last one leaks: after two minutes the
// page cache, V8's heap and the modules have had time to reach their working size.
import autocannon from 'autocannon'

import { CONNECTIONS } from './load.mjs'
import { groupRssMb } from './server.mjs'
import { round } from './stats.mjs'

export const SOAK_MARKS = 10

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {string} base
 * @param {number} pgid the server's process group
 * @param {string[]} paths visited in turn by every connection
 * @param {number} seconds the whole soak; 0 skips it
 * @param {(line: string) => void} log
 */
export async function runSoak(base, pgid, paths, seconds, log) {
  if (seconds <= 0) return null
  // What the server keeps after the earlier phases, once their requests are over.
  await sleep(3000)
  const idleRssMb = round(groupRssMb(pgid))
  const markMs = (seconds * 1000) / SOAK_MARKS
  /** @type {{ seconds: number, rssMb: number | null }[]} */
  const marks = []
  let peak = idleRssMb ?? 0
  const started = Date.now()
  // The load's own bound is a safety net: it is stopped right after the last mark.
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds + 30,
    timeout: 30,
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  const poll = setInterval(
    () => (peak = Math.max(peak, groupRssMb(pgid))),
    Math.min(1000, markMs / 4),
  )
  try {
    for (let mark = 1; mark <= SOAK_MARKS; mark += 1) {
      await sleep(started + mark * markMs - Date.now())
      const rssMb = round(groupRssMb(pgid))
      peak = Math.max(peak, rssMb ?? 0)
      marks.push({ seconds: round((Date.now() - started) / 1000), rssMb })
      log(`  soak ${marks.at(-1)?.seconds} s: RSS ${rssMb} MB`)
    }
  } finally {
    clearInterval(poll)
    instance.stop()
  }
  const result = await instance
  return {
    seconds,
    connections: CONNECTIONS,
    paths,
    idleRssMb,
    marks,
    peakRssMb: round(peak),
    rps: round(result.requests.average, 0),
    p99: round(result.latency.p99, 1),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}
