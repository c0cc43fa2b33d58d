// Turns a results object into the printed tables (text or Markdown for docs/PERFORMANCE.md).
import { evaluateBudgets } from './budgets.mjs'
import { browserSections } from './report-browser.mjs'
import { scaleSection } from './report-scale.mjs'
import { formatMarkdown, formatTable, passLabel } from './table.mjs'

/** @typedef {{ title: string, headers: string[], rows: unknown[][], digits?: number[] }} Section */

/** @param {object} load results.load @returns {Section[]} */
function loadSections(load) {
  const row = (name, path, t) => [
    name,
    path,
    t.cache ?? (t.status === 200 ? 'none' : `status ${t.status}`),
    t.kb,
    t.rps,
    t.p50,
    t.p99,
    t.ratioStatic,
    t.ratioBare,
    t.ratioSameWeight,
    t.errors,
  ]
  const rows = [row('bare Next.js page', '/ (bare app)', load.bare)]
  for (const sized of load.sized ?? [])
    rows.push(row(`bare Next.js, ${sized.sizeKb} KB`, `/sized/${sized.sizeKb} (bare app)`, sized))
  for (const target of load.targets) rows.push(row(target.name, target.path, target))
  const list = [
    {
      title: `Load (autocannon, ${load.connections} connections, ${load.seconds} s each)`,
      headers: [
        'target',
        'path',
        'cache',
        'KB',
        'req/s',
        'p50 ms',
        'p99 ms',
        'x static',
        'x bare',
        'x bare same weight',
        'errors',
      ],
      rows,
      digits: [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1],
    },
  ]
  if (load.nginx?.length) {
    list.push({
      title: 'nginx: each cached page from a file and through the documented page cache',
      headers: ['page', 'KB', 'file req/s', 'cache', 'cache req/s', 'cache p99 ms', 'x file'],
      rows: load.nginx.map((n) => [
        n.name,
        n.cache.kb,
        n.file.rps,
        n.cache.cache ?? 'none',
        n.cache.rps,
        n.cache.p99,
        n.ratioFile,
      ]),
      digits: [1, 1, 1, 1, 1, 1, 2],
    })
  }
  return list
}

/** @param {object} soak results.soak @returns {Section} */
function soakSection(soak) {
  const second = soak.marks[1]
  const last = soak.marks.at(-1)
  const growth = second && last ? last.rssMb / second.rssMb : null
  return {
    title: `Memory soak (autocannon, ${soak.connections} connections, ${soak.seconds} s cycling over ${soak.paths.length} cached pages: ${soak.rps} req/s, p99 ${soak.p99} ms, ${soak.errors} errors)`,
    headers: [
      'RSS MB',
      'idle',
      ...soak.marks.map((mark) => `${mark.seconds} s`),
      'peak',
      `last / ${second?.seconds ?? '?'} s`,
    ],
    rows: [['', soak.idleRssMb, ...soak.marks.map((mark) => mark.rssMb), soak.peakRssMb, growth]],
    digits: [...soak.marks.map(() => 1), 1, 1, 1, 3],
  }
}

/** @param {object} results @returns {Section[]} */
export function sections(results) {
  const list = []
  const { build, start } = results
  list.push({
    title: 'Build and start',
    headers: [
      'build s',
      'bare Next build s',
      'database prep s',
      'cold start to 200 ms',
      'idle RSS MB',
    ],
    rows: [
      [
        build?.seconds ?? 'current',
        build?.bareSeconds ?? 'current',
        build?.prepareSeconds,
        start?.coldStartMs,
        start?.idleRssMb,
      ],
    ],
  })
  list.push(...browserSections(results))
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
  if (results.html) {
    list.push({
      title: 'HTML of a first visit, KB (gzip at level 9; payload: the inline React data)',
      headers: ['page', 'HTML', 'gzip', 'payload'],
      rows: results.html.map((p) => [p.path, p.htmlKb, p.gzipKb, p.payloadKb]),
    })
  }
  if (results.load) list.push(...loadSections(results.load))
  if (results.soak) list.push(soakSection(results.soak))
  if (results.scale?.length) list.push(scaleSection(results.scale))
  list.push({
    title: 'Budgets',
    headers: ['budget', 'value', 'limit', 'result'],
    rows: evaluateBudgets(results).map((v) => [
      v.label,
      v.value,
      `${v.op} ${v.limit}`,
      passLabel(v.pass),
    ]),
    digits: [1, 3],
  })
  return list
}

/** @param {object} results @param {'text' | 'markdown'} format */
export function render(results, format = 'text') {
  const draw = format === 'markdown' ? formatMarkdown : formatTable
  return sections(results)
    .map(
      (s) =>
        `${format === 'markdown' ? '### ' : '== '}${s.title}\n\n${draw(s.headers, s.rows, s.digits)}`,
    )
    .join('\n\n')
}
