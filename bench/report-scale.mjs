// The scale table: one row per measured page with its first answer and p95 at each step, then the
// p95 growth; the server's memory and the blog sitemap set below.
import { ratio, round } from './stats.mjs'

/** @param {object[]} scale results.scale, at least one step */
export function scaleSection(scale) {
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
