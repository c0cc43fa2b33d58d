// The bench's budgets as data, checked against a results object. Pure: unit-tested in
// budgets.test.ts. What they ask of the production site:
// - Lighthouse, mobile, median of the runs: performance >= 95; accessibility, best practices and
//   SEO 100; no layout shift; total blocking time <= 200 ms on the article.
// - Content pages load at most 20 KB gzip of the project's JavaScript above the framework's.
// - HTML: the home page at most 120 KB (20 KB gzip), no page over 150 KB.
// - Public pages are served from the page cache, so under load (20 connections) each one serves
//   at least 0.3x the requests per second of a static JS file of the same server and 0.5x those
//   of a bare Next.js static page, with a p99 of at most 100 ms. Both references are measured in
//   the same run on the same machine: the ratios hold wherever the bench runs.
// - No leak: after ten minutes of that load, RSS is at most 1.10x what it was at minute 2.
// - Scale: from 100 to 10,000 articles per language each blog page's p95 grows less than 2x, and
//   the whole blog sitemap set (about 20,000 URLs) is read uncached in under 1 s.
import { ratio, round } from './stats.mjs'

/** @typedef {'>=' | '<=' | '<' | '='} Op */
/** @typedef {{ id: string, label: string, value: number | null, op: Op, limit: number, pass: boolean | null }} Verdict */

const SCALE_TARGETS = ['blog list', 'blog list (deep)', 'article', 'sitemap (blog)', 'search']

/**
 * @param {number | null | undefined} value
 * @param {Op} op
 * @param {number} limit
 * @returns {boolean | null} null when the figure was not measured (neither pass nor fail)
 */
export function check(value, op, limit) {
  if (value == null || !Number.isFinite(value)) return null
  if (op === '>=') return value >= limit
  if (op === '<=') return value <= limit
  if (op === '<') return value < limit
  return value === limit
}

/** @returns {Verdict} */
function verdict(id, label, value, op, limit) {
  return { id, label, value: value ?? null, op, limit, pass: check(value, op, limit) }
}

/** @param {object} results @returns {Verdict[]} */
function pageVerdicts(results) {
  const verdicts = []
  for (const page of results.lighthouse ?? []) {
    const at = (label) => `Lighthouse ${page.path}: ${label}`
    verdicts.push(verdict(`lh-perf:${page.path}`, at('performance'), page.performance, '>=', 95))
    verdicts.push(
      verdict(`lh-a11y:${page.path}`, at('accessibility'), page.accessibility, '=', 100),
    )
    verdicts.push(verdict(`lh-bp:${page.path}`, at('best practices'), page.bestPractices, '=', 100))
    verdicts.push(verdict(`lh-seo:${page.path}`, at('SEO'), page.seo, '=', 100))
    verdicts.push(verdict(`lh-cls:${page.path}`, at('CLS'), page.cls, '=', 0))
    if (page.kind === 'article')
      verdicts.push(verdict(`lh-tbt:${page.path}`, at('TBT ms'), page.tbtMs, '<=', 200))
  }
  for (const page of results.js?.pages ?? []) {
    if (!page.content) continue
    const label = `JS ${page.path}: project KB gzip above baseline`
    verdicts.push(verdict(`js:${page.path}`, label, page.projectKb, '<=', 20))
  }
  for (const page of results.html ?? []) {
    const label = `HTML ${page.path}: KB`
    verdicts.push(
      verdict(`html:${page.path}`, label, page.htmlKb, '<=', page.path === '/fr' ? 120 : 150),
    )
    if (page.path === '/fr') {
      verdicts.push(verdict('html-gzip:/fr', 'HTML /fr: KB gzip', page.gzipKb, '<=', 20))
    }
  }
  return verdicts
}

/** @param {object} results @returns {Verdict[]} */
function serverVerdicts(results) {
  const verdicts = []
  const connections = results.load?.connections ?? '?'
  for (const target of results.load?.targets ?? []) {
    if (target.role !== 'cached') continue
    const { name } = target
    const label = (what) => `${name}: ${what}`
    verdicts.push(
      verdict(`static:${name}`, label('x static file req/s'), target.ratioStatic, '>=', 0.3),
    )
    verdicts.push(
      verdict(`bare:${name}`, label('x bare Next.js req/s'), target.ratioBare, '>=', 0.5),
    )
    const p99 = label(`p99 ms at ${connections} connections`)
    verdicts.push(verdict(`p99:${name}`, p99, target.p99, '<=', 100))
  }
  const marks = results.soak?.marks ?? []
  const second = marks[1]
  const last = marks.at(-1)
  if (results.soak && second && last) {
    const growth = round(ratio(last.rssMb, second.rssMb), 3)
    const label = `memory soak: RSS at ${last.seconds} s / at ${second.seconds} s`
    verdicts.push(verdict('soak', label, growth, '<=', 1.1))
  }
  return verdicts
}

/** @param {object} results @returns {Verdict[]} */
function scaleVerdicts(results) {
  const verdicts = []
  const scale = results.scale ?? []
  const first = scale[0]
  const last = scale.at(-1)
  if (first && last && first !== last) {
    for (const name of SCALE_TARGETS) {
      const growth = round(ratio(p95Of(last, name), p95Of(first, name)), 3)
      const label = `${name}: p95 growth ${first.articles} -> ${last.articles} articles`
      verdicts.push(verdict(`growth:${name}`, label, growth, '<', 2))
    }
  }
  if (last && last.articles >= 10000) {
    // Every file of the set, read in turn just after the cache expired (bench/scale.mjs). The
    // count comes from the files themselves; when they failed to answer, the seeded total.
    const set = last.sitemapSet
    const urls = last.urls || `~${last.articles * 2}`
    const label = `blog sitemap of ${urls} URLs (${set?.files ?? '?'} files): all, uncached, ms`
    const value = set && set.errors === 0 ? set.totalMs : null
    verdicts.push(verdict('sitemap-first', label, value, '<', 1000))
  }
  return verdicts
}

/**
 * Every budget that the results can answer; a phase that did not run gives no verdict.
 * @param {object} results the object written to bench/results/latest.json
 * @returns {Verdict[]}
 */
export function evaluateBudgets(results) {
  return [...pageVerdicts(results), ...serverVerdicts(results), ...scaleVerdicts(results)]
}

/** @returns {number | null} */
function p95Of(row, name) {
  return row.targets.find((target) => target.name === name)?.p95 ?? null
}
