// Issue 9's budgets as data, checked against a results object. Pure: unit-tested in budgets.test.ts.
import { ratio } from './stats.mjs'

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

/**
 * Every budget of issue 9 that the results can answer.
 * @param {object} results the object written to bench/results/latest.json
 * @returns {Verdict[]}
 */
export function evaluateBudgets(results) {
  /** @type {Verdict[]} */
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
  }
  for (const page of results.js?.pages ?? []) {
    if (!page.content) continue
    const label = `JS ${page.path}: project KB gzip above baseline`
    verdicts.push(verdict(`js:${page.path}`, label, page.projectKb, '<=', 20))
  }
  for (const target of results.load?.targets ?? []) {
    if (!target.cached) continue
    const label = `${target.name}: req/s ratio to static file`
    verdicts.push(verdict(`ratio:${target.name}`, label, target.ratio, '>=', 0.5))
    verdicts.push(verdict(`p99:${target.name}`, `${target.name}: p99 ms`, target.p99, '<', 50))
  }
  const scale = results.scale ?? []
  const first = scale[0]
  const last = scale.at(-1)
  if (first && last && first !== last) {
    for (const name of SCALE_TARGETS) {
      const growth = ratio(p95Of(last, name), p95Of(first, name))
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
  const rss = Math.max(results.start?.idleRssMb ?? 0, ...scale.map((row) => row.rssMb ?? 0))
  const rssMeasured = results.start?.idleRssMb != null || scale.length > 0
  verdicts.push(verdict('rss', 'server RSS MB (max seen)', rssMeasured ? rss : null, '<', 400))
  return verdicts
}

/** @returns {number | null} */
function p95Of(row, name) {
  return row.targets.find((target) => target.name === name)?.p95 ?? null
}
