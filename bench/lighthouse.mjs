// Lighthouse with its mobile defaults (simulated slow 4G, mid-range phone) in Debian's Chromium,
// one browser for every run; each figure is the median of the runs. Lighthouse slows the CPU time
// it observes by a fixed factor, so its blocking time grows on a slower host: each page also
// reports the host's benchmark index (Lighthouse's own measure of the machine's speed).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumFlags, chromiumPath } from './env.mjs'
import { medianOf, round } from './stats.mjs'

const CHROME_FLAGS = ['--headless=new', ...chromiumFlags]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** One run's figures, plus the audits that cost points outside performance (to explain a miss). */
function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score ?? NaN) * 100
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const lost = CATEGORIES.slice(1).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    lost,
  }
}

/**
 * @param {string} base
 * @param {import('./pages.mjs').LighthousePage[]} targets
 * @param {number} runs
 * @param {(line: string) => void} log
 */
export async function runLighthouse(base, targets, runs, log) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // chrome-launcher's own profile in a temp folder, removed by kill().
  })
  try {
    const pages = []
    for (const { path, kind } of targets) {
      const results = []
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        if (!result?.lhr || result.lhr.runtimeError) {
          throw new Error(
            `Lighthouse failed on ${path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`,
          )
        }
        results.push(figures(result.lhr))
      }
      const page = {
        path,
        kind,
        runs,
        performance: round(medianOf(results, (r) => r.performance)),
        accessibility: round(medianOf(results, (r) => r.accessibility)),
        bestPractices: round(medianOf(results, (r) => r.bestPractices)),
        seo: round(medianOf(results, (r) => r.seo)),
        lcpMs: round(medianOf(results, (r) => r.lcpMs)),
        tbtMs: round(medianOf(results, (r) => r.tbtMs)),
        cls: round(
          medianOf(results, (r) => r.cls),
          3,
        ),
        fcpMs: round(medianOf(results, (r) => r.fcpMs)),
        benchmarkIndex: round(medianOf(results, (r) => r.benchmarkIndex)),
        lostAudits: [...new Set(results.flatMap((r) => r.lost))],
      }
      log(
        `  lighthouse ${path}: perf ${page.performance}, a11y ${page.accessibility}, bp ${page.bestPractices}, seo ${page.seo}, TBT ${page.tbtMs} ms, host index ${page.benchmarkIndex}`,
      )
      pages.push(page)
    }
    return pages
  } finally {
    chrome.kill()
  }
}
