// Reads a Chromium performance trace (the JSON DevTools records) for main-thread.mjs. Pure:
// unit-tested in trace.test.ts. Times are milliseconds from the page's navigation start.
import path from 'node:path'

/** A task longer than this blocks input (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule'])
const STYLE_LAYOUT = new Set(['Layout', 'UpdateLayoutTree'])
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit'])

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: Record<string, any> }} TraceEvent
 */

/** The renderer main thread that parsed the page's HTML. */
function mainThread(events, origin) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin),
  )
  return parse ? { pid: parse.pid, tid: parse.tid } : null
}

/**
 * What filled a task: the self time of its script, style and layout, parsing and paint events
 * (a script run while the HTML parser waits counts as script, not parsing), scripts by file,
 * largest first; "other" is the rest of the task.
 */
export function taskWork(task, events) {
  const end = task.ts + (task.dur ?? 0)
  const inside = events
    .filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end && e.dur)
    .map((event) => ({ event, label: labelOf(event) }))
    .filter((item) => item.label !== null)
    .sort((a, b) => a.event.ts - b.event.ts || (b.event.dur ?? 0) - (a.event.dur ?? 0))
  /** @type {Map<string, number>} */
  const groups = new Map()
  /** @type {{ end: number, label: string }[]} */
  const stack = []
  let counted = 0
  for (const { event, label } of inside) {
    const dur = (event.dur ?? 0) / 1000
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) groups.set(parent.label, (groups.get(parent.label) ?? 0) - dur)
    else counted += dur
    groups.set(String(label), (groups.get(String(label)) ?? 0) + dur)
    stack.push({ end: event.ts + (event.dur ?? 0), label: String(label) })
  }
  groups.set('other', (task.dur ?? 0) / 1000 - counted)
  return [...groups]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([label, ms]) => `${label} ${Math.round(ms)} ms`)
    .join(', ')
}

/** @param {TraceEvent} event @returns {string | null} */
function labelOf(event) {
  if (SCRIPT.has(event.name)) {
    const url = event.args?.data?.url || event.args?.fileName || ''
    return url ? `script ${path.basename(new URL(url, 'http://x').pathname)}` : 'script'
  }
  if (STYLE_LAYOUT.has(event.name)) return 'style+layout'
  if (event.name === 'ParseHTML') return 'parse HTML'
  if (PAINT.has(event.name)) return 'paint'
  if (event.name === 'DocumentLoader::CommitNavigation') return 'navigation commit'
  if (event.name === 'RunMicrotasks') return 'microtasks'
  return null
}

/**
 * @param {TraceEvent[]} events
 * @param {string} origin the page's origin, to find its renderer
 */
export function summarizeTrace(events, origin) {
  const thread = mainThread(events, origin)
  if (!thread) throw new Error(`No renderer parsed a page of ${origin} in the trace`)
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid)
  const navigation = own.find(
    (e) =>
      e.name === 'navigationStart' &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
  )
  const start = navigation?.ts ?? Math.min(...own.map((e) => e.ts))
  const at = (name, last = false) => {
    const found = own.filter((e) => e.name === name && e.ts >= start)
    const event = last ? found.at(-1) : found[0]
    return event ? Math.round((event.ts - start) / 1000) : null
  }
  const fcp = at('firstContentfulPaint')
  const all = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start)
  // Committing the new document is the browser's work for any page, before a byte of it is
  // parsed: shown apart, not counted as the page's own tasks.
  const commits = own.filter((e) => e.name === 'DocumentLoader::CommitNavigation' && e.ph === 'X')
  const isCommit = (task) =>
    commits.some((c) => c.ts >= task.ts && c.ts < task.ts + (task.dur ?? 0))
  const tasks = all.filter((task) => !isCommit(task))
  const commit = all.find(isCommit)
  const longest = tasks.reduce((a, b) => ((b.dur ?? 0) > (a?.dur ?? 0) ? b : a), null)
  const long = tasks.filter((e) => (e.dur ?? 0) / 1000 > LONG_TASK_MS)
  // The page's main text paints with its largest contentful paint: the style and layout the
  // browser did until then is what stood between the visitor and the page.
  const lcp = at('largestContentfulPaint::Candidate', true)
  const layout = own.filter(
    (e) =>
      STYLE_LAYOUT.has(e.name) &&
      e.ph === 'X' &&
      e.ts >= start &&
      (lcp === null || e.ts < start + lcp * 1000),
  )
  return {
    longestTaskMs: longest ? Math.round((longest.dur ?? 0) / 1000) : 0,
    longestTaskAtMs: longest ? Math.round((longest.ts - start) / 1000) : null,
    longestTaskWork: longest ? taskWork(longest, own) : '',
    commitTaskMs: commit ? Math.round((commit.dur ?? 0) / 1000) : null,
    longTasks: long.length,
    blockingMs: Math.round(long.reduce((sum, e) => sum + (e.dur ?? 0) / 1000 - LONG_TASK_MS, 0)),
    firstPaintMs: at('firstPaint'),
    fcpMs: fcp,
    lcpMs: lcp,
    layoutBeforeLcpMs: Math.round(layout.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000),
    // How many boxes those layouts placed: steadier than their time on a busy machine.
    layoutObjectsBeforeLcp: layout.reduce(
      (sum, e) => sum + (e.name === 'Layout' ? Number(e.args?.beginData?.dirtyObjects ?? 0) : 0),
      0,
    ),
  }
}
