import { type CoverageEntry, crawlFile, loadsFile, matrixFile, readLines } from './coverage'

/**
 * Prints what the run covered (Playwright's global teardown): the rendering matrix, page by
 * page, and how often each public page was loaded in the browser.
 */
export default function printCoverage(): void {
  const matrix = new Map<string, Map<string, Set<string>>>()
  for (const { kind, path, checks } of readLines<CoverageEntry>(matrixFile)) {
    const row = matrix.get(path) ?? new Map<string, Set<string>>()
    const cell = row.get(kind) ?? new Set<string>()
    checks.forEach((check) => cell.add(check))
    row.set(kind, cell)
    matrix.set(path, row)
  }
  console.log(`\nRendering checks (${matrix.size} pages): path | axe modes | widths (px)`)
  for (const [path, row] of [...matrix].sort(([a], [b]) => a.localeCompare(b))) {
    const cell = (kind: CoverageEntry['kind']) => [...(row.get(kind) ?? [])].join(' ') || '-'
    const admin = row.has('admin') ? ` | admin ${cell('admin')}` : ''
    console.log(`  ${path} | ${cell('axe')} | ${cell('widths')}${admin}`)
  }
  for (const { pages, links } of readLines<{ pages: number; links: number }>(crawlFile))
    console.log(`\nCrawl: ${pages} pages read once each, ${links} internal links walked`)
  const loads = new Map<string, Set<string>>()
  let total = 0
  for (const { path, test } of readLines<{ path: string; test: string }>(loadsFile)) {
    total += 1
    loads.set(path, (loads.get(path) ?? new Set()).add(test))
  }
  const counts = new Map<string, number>()
  for (const { path } of readLines<{ path: string }>(loadsFile))
    counts.set(path, (counts.get(path) ?? 0) + 1)
  const often = [...counts].filter(([, count]) => count > 2).sort(([, a], [, b]) => b - a)
  console.log(
    `\nPublic page loads in the browser: ${total} loads of ${counts.size} addresses, ` +
      `${often.length} loaded more than twice`,
  )
  for (const [path, count] of often)
    console.log(`  ${count}x ${path} (${[...(loads.get(path) ?? [])].length} tests)`)
}
