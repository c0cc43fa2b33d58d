// What a phone's main thread goes through while a page loads: Chromium (Playwright) with its CPU
// slowed 4x and the network throttled to 1.6 Mbps down, 750 kbps up, 150 ms round trip (through
// the DevTools protocol, as DevTools' own throttling does), recording a performance trace. From
// the trace: the longest main-thread task until the page is quiet (hydration runs in there) and
// what filled it, first paint, first contentful paint, largest contentful paint, and the time
// spent in style and layout before the largest contentful paint.
import { chromium } from 'playwright'

import { chromiumFlags, chromiumPath } from './env.mjs'
import { summarizeTrace } from './trace.mjs'
import { medianOf, round } from './stats.mjs'

export const CPU_SLOWDOWN = 4
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
]

/**
 * One load of `url` in a fresh context (empty cache, as a first visit).
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {{ prepare?: (page: import('playwright').Page) => Promise<void> }} [options]
 */
export async function traceLoad(browser, url, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  })
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await options.prepare?.(page)
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    // Hydration and the idle work after it: wait until the main thread has had 2 s of calm
    // (30 s at most: a page that never calms down still gets its trace read).
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const started = performance.now()
          let last = started
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime + entry.duration
          }).observe({ type: 'longtask', buffered: true })
          const check = () => {
            const now = performance.now()
            if (now - last > 2000 || now - started > 30_000) resolve(null)
            else setTimeout(check, 250)
          }
          setTimeout(check, 250)
        }),
    )
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
    return summarizeTrace(trace.traceEvents ?? trace, new URL(url).origin)
  } finally {
    await context.close()
  }
}

/**
 * @param {string} base
 * @param {{ path: string, kind: string }[]} targets
 * @param {number} runs loads per page; each figure is the median
 * @param {(line: string) => void} log
 */
export async function measureMainThread(base, targets, runs, log) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const pages = []
    for (const { path, kind } of targets) {
      const loads = []
      for (let run = 0; run < runs; run += 1) loads.push(await traceLoad(browser, `${base}${path}`))
      const median = (pick) => round(medianOf(loads, pick))
      const worst = loads.reduce((a, b) => (b.longestTaskMs > a.longestTaskMs ? b : a))
      const page = {
        path,
        kind,
        runs,
        longestTaskMs: median((load) => load.longestTaskMs),
        commitTaskMs: median((load) => load.commitTaskMs),
        longTasks: median((load) => load.longTasks),
        blockingMs: median((load) => load.blockingMs),
        firstPaintMs: median((load) => load.firstPaintMs),
        fcpMs: median((load) => load.fcpMs),
        lcpMs: median((load) => load.lcpMs),
        layoutBeforeLcpMs: median((load) => load.layoutBeforeLcpMs),
        layoutObjectsBeforeLcp: median((load) => load.layoutObjectsBeforeLcp),
        longestTaskWork: worst.longestTaskWork,
      }
      log(
        `  main thread ${path} (CPU ${CPU_SLOWDOWN}x, 1.6 Mbps): longest task ${page.longestTaskMs} ms (${page.longestTaskWork}), FP ${page.firstPaintMs} ms, FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms, style+layout before LCP ${page.layoutBeforeLcpMs} ms (${page.layoutObjectsBeforeLcp} boxes)`,
      )
      pages.push(page)
    }
    return { cpuSlowdown: CPU_SLOWDOWN, network: '1.6 Mbps / 150 ms', pages }
  } finally {
    await browser.close()
  }
}
