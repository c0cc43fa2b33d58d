import fs from 'node:fs'
import path from 'node:path'

/**
 * What the run covered, written as it goes (one JSON line each) and printed at its end by
 * coverage-report.ts: the rendering checks per page (axe per display mode, widths), and every
 * browser load of a public page, to keep the suite from loading the same page again and again.
 */
export const coverageDir = path.resolve(import.meta.dirname, '../../../test-results/coverage')
export const matrixFile = path.join(coverageDir, 'matrix.jsonl')
export const loadsFile = path.join(coverageDir, 'page-loads.jsonl')
export const crawlFile = path.join(coverageDir, 'crawl.jsonl')

export type CoverageEntry = { kind: 'axe' | 'widths' | 'admin'; path: string; checks: string[] }

function append(file: string, entry: unknown): void {
  fs.mkdirSync(coverageDir, { recursive: true })
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`)
}

export function recordCoverage(entry: CoverageEntry): void {
  append(matrixFile, entry)
}

/** What the crawl read: its pages (one request each) and the internal links it walked. */
export function recordCrawl(pages: number, links: number): void {
  append(crawlFile, { pages, links })
}

/** A document load of a public page in the browser (the admin and the API aside). */
export function recordPageLoad(url: string, test: string): void {
  const { pathname, search } = new URL(url)
  if (/^\/(admin|api)(\/|$)/.test(pathname) || pathname.includes('.')) return
  append(loadsFile, { path: pathname + search, test })
}

export function readLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
}
