// Turns a results object into the printed tables (text or Markdown for docs/PERFORMANCE.md).
import { evaluateBudgets } from './budgets.mjs'
import { ratio, round } from './stats.mjs'
import { formatMarkdown, formatTable, passLabel } from './table.mjs'

/** @param {object} results @returns {{ title: string, headers: string[], rows: unknown[][] }[]} */
export function sections(results) {
  const list = []
  const { build, start } = results
  list.push({
    title: 'Build and start',
    headers: ['build s', 'database prep s', 'cold start to first 200 ms', 'idle RSS MB'],
    rows: [
      [build?.seconds ?? 'current', build?.prepareSeconds, start?.coldStartMs, start?.idleRssMb],
    ],
  })
  if (results.lighthouse?.length) {
    list.push({
      title: `Lighthouse (mobile, median of ${results.lighthouse[0].runs})`,
      headers: ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms'],
      rows: results.lighthouse.map((p) => [
        p.path,
        p.performance,
        p.accessibility,
        p.bestPractices,
        p.seo,
        p.lcpMs,
        p.tbtMs,
        p.cls,
        p.fcpMs,
      ]),
    })
  }
  if (results.js) {
    list.push({
      title: `JavaScript loaded, KB gzip (framework baseline ${results.js.baselineKb} KB)`,
      headers: ['page', 'scripts', 'total', 'framework', 'project', 'content page'],
      rows: results.js.pages.map((p) => [
        p.path,
        p.scripts,
        p.totalKb,
        p.frameworkKb,
        p.projectKb,
        p.content,
      ]),
    })
  }
  if (results.load) {
    const rows = results.load.targets.map((t) => [
      t.name,
      t.path,
      t.rps,
      t.p50,
      t.p99,
      t.ratio,
      t.errors,
    ])
    const nginx = results.load.nginx
    if (nginx)
      rows.push([
        'nginx, same HTML',
        '(limit)',
        nginx.rps,
        nginx.p50,
        nginx.p99,
        nginx.ratio,
        nginx.errors,
      ])
    list.push({
      title: `Load (autocannon, ${results.load.connections} connections, ${results.load.seconds} s each)`,
      headers: ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'x static', 'errors'],
      rows,
    })
  }
  if (results.scale?.length) list.push(scaleSection(results.scale))
  list.push({
    title: 'Budgets (issue 9)',
    headers: ['budget', 'value', 'limit', 'result'],
    rows: evaluateBudgets(results).map((v) => [
      v.label,
      v.value,
      `${v.op} ${v.limit}`,
      passLabel(v.pass),
    ]),
  })
  return list
}

/** One row per measured page: first answer and p95 at each scale, then the p95 growth. */
function scaleSection(scale) {
  const first = scale[0]
  const last = scale.at(-1)
  const headers = ['page']
  for (const row of scale) headers.push(`${row.articles}: first ms`, `${row.articles}: p95 ms`)
  headers.push('p95 growth', 'failed or timed out')
  const rows = first.targets.map((target) => {
    const cells = [target.name]
    for (const row of scale) {
      const same = row.targets.find((t) => t.name === target.name)
      cells.push(same?.firstMs, same?.p95)
    }
    const grown = last.targets.find((t) => t.name === target.name)?.p95
    cells.push(round(ratio(grown, target.p95), 2))
    cells.push(
      scale.reduce(
        (sum, row) => sum + (row.targets.find((t) => t.name === target.name)?.errors ?? 0),
        0,
      ),
    )
    return cells
  })
  const rss = ['server RSS MB']
  for (const row of scale) rss.push(null, row.rssMb)
  rss.push(round(ratio(last.rssMb, first.rssMb), 2), null)
  const urls = ['blog sitemap URLs (files)']
  for (const row of scale) urls.push(null, `${row.urls} (${row.sitemapSet?.files ?? '?'})`)
  urls.push(null, null)
  const set = ['blog sitemap, every file uncached: all ms / slowest ms']
  for (const row of scale) set.push(row.sitemapSet?.totalMs, row.sitemapSet?.slowestMs)
  set.push(
    null,
    scale.reduce((sum, row) => sum + (row.sitemapSet?.errors ?? 0), 0),
  )
  return { title: 'Scale (articles per language)', headers, rows: [...rows, rss, urls, set] }
}

/** @param {object} results @param {'text' | 'markdown'} format */
export function render(results, format = 'text') {
  const draw = format === 'markdown' ? formatMarkdown : formatTable
  return sections(results)
    .map((s) => `${format === 'markdown' ? '### ' : '== '}${s.title}\n\n${draw(s.headers, s.rows)}`)
    .join('\n\n')
}
