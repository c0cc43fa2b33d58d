import { describe, expect, it } from 'vitest'

import { summarizeTrace, taskWork } from './trace.mjs'

const origin = 'http://127.0.0.1:3500'
// Microseconds, as Chromium writes them; the page's renderer is pid 2, another one pid 3.
const on =
  (pid: number) =>
  (name: string, ts: number, dur?: number, args = {}) => ({
    name,
    ph: dur === undefined ? 'I' : 'X',
    ts,
    dur,
    pid,
    tid: pid,
    args,
  })
const page = on(2)
const other = on(3)
const ms = 1000
const script = (url: string) => ({ data: { url } })

const events = [
  other('ParseHTML', 0, 5 * ms, { beginData: { url: 'chrome://newtab/' } }),
  other('RunTask', 0, 900 * ms),
  page('navigationStart', 1000 * ms, undefined, { data: { documentLoaderURL: `${origin}/fr` } }),
  // The document's commit: the browser's work for any page, kept apart.
  page('RunTask', 1010 * ms, 250 * ms),
  page('DocumentLoader::CommitNavigation', 1011 * ms, 240 * ms),
  page('RunTask', 1300 * ms, 40 * ms),
  page('ParseHTML', 1300 * ms, 30 * ms, { beginData: { url: `${origin}/fr` } }),
  page('UpdateLayoutTree', 1400 * ms, 10 * ms),
  page('Layout', 1410 * ms, 15 * ms, { beginData: { dirtyObjects: 40 } }),
  page('firstPaint', 1500 * ms),
  page('firstContentfulPaint', 1500 * ms),
  page('largestContentfulPaint::Candidate', 1500 * ms),
  page('Layout', 1600 * ms, 20 * ms, { beginData: { dirtyObjects: 300 } }),
  // Hydration: a script whose run forces a layout, inside one long task.
  page('RunTask', 2000 * ms, 180 * ms),
  page('FunctionCall', 2001 * ms, 150 * ms, script(`${origin}/_next/static/chunks/4-abc.js`)),
  page('Layout', 2100 * ms, 30 * ms),
  page('RunTask', 2300 * ms, 60 * ms),
  page('largestContentfulPaint::Candidate', 2400 * ms),
  page('Layout', 2500 * ms, 50 * ms, { beginData: { dirtyObjects: 900 } }),
]

describe('bench trace reading', () => {
  it('finds the longest task of the page, apart from the commit, and what filled it', () => {
    const summary = summarizeTrace(events, origin)
    expect(summary).toMatchObject({
      longestTaskMs: 180,
      longestTaskAtMs: 1000,
      longestTaskWork: 'script 4-abc.js 120 ms, style+layout 30 ms, other 30 ms',
      commitTaskMs: 250,
      longTasks: 2,
      blockingMs: 140,
    })
  })

  it('times the paints from navigation and the style and layout before the largest one', () => {
    expect(summarizeTrace(events, origin)).toMatchObject({
      firstPaintMs: 500,
      fcpMs: 500,
      lcpMs: 1400,
      layoutBeforeLcpMs: 75,
      layoutObjectsBeforeLcp: 340,
    })
  })

  it('counts a script run inside the HTML parser as script', () => {
    const task = page('RunTask', 0, 100 * ms)
    const work = taskWork(task, [
      task,
      page('ParseHTML', 0, 90 * ms),
      page('EvaluateScript', 10 * ms, 70 * ms, script(`${origin}/a.js`)),
    ])
    expect(work).toBe('script a.js 70 ms, parse HTML 20 ms, other 10 ms')
  })

  it('refuses a trace without the page', () => {
    expect(() => summarizeTrace(events.slice(0, 2), origin)).toThrow(/No renderer/)
  })
})
