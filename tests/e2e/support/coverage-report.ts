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
  // Per address: how many loads, and by how many tests.
  const loads = new Map<string, { count: number; tests: Set<string> }>()
  const lines = readLines<{ path: string; test: string }>(loadsFile)
  for (const { path, test } of lines) {
    const entry = loads.get(path) ?? { count: 0, tests: new Set<string>() }
    entry.count += 1
    entry.tests.add(test)
    loads.set(path, entry)
  }
  const often = [...loads].filter(([, { count }]) => count > 2)
  often.sort(([, a], [, b]) => b.count - a.count)
  console.log(
    `\nPublic page loads in the browser: ${lines.length} loads of ${loads.size} addresses, ` +
      `${often.length} loaded more than twice`,
  )
  for (const [path, { count, tests }] of often)
    console.log(`  ${count}x ${path} (${tests.size} tests)`)
}
