// The browser tables: Lighthouse and the main thread at 4x CPU, each with the bare Next.js page
// of the same run on its first row, the reference of their budgets.

/** @typedef {import('./report.mjs').Section} Section */

/** @param {object} results @returns {Section[]} */
export function browserSections(results) {
  const list = []
  if (results.lighthouse?.length) {
    const bare = results.lighthouseBare
    const pages = bare
      ? [{ ...bare, path: '/ (bare Next.js)' }, ...results.lighthouse]
      : results.lighthouse
    list.push({
      title: `Lighthouse (mobile, median of ${results.lighthouse[0].runs})`,
      headers: [
        'page',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'LCP ms',
        'TBT ms',
        'CLS',
        'FCP ms',
        'host index',
      ],
      rows: pages.map((p) => [
        p.path,
        p.performance,
        p.accessibility,
        p.bestPractices,
        p.seo,
        p.lcpMs,
        p.tbtMs,
        p.cls,
        p.fcpMs,
        p.benchmarkIndex,
      ]),
    })
  }
  const thread = results.mainThread
  if (thread?.pages?.length) {
    const pages = thread.bare
      ? [{ ...thread.bare, path: '/ (bare Next.js)' }, ...thread.pages]
      : thread.pages
    list.push({
      title: `Main thread (CPU ${thread.cpuSlowdown}x slower, ${thread.network}, median of ${thread.pages[0].runs}; document commit apart)`,
      headers: [
        'page',
        'longest task ms',
        'what filled it',
        'long tasks',
        'blocking ms',
        'commit ms',
        'FP ms',
        'FCP ms',
        'LCP ms',
        'style+layout before LCP ms',
        'boxes laid out before LCP',
      ],
      rows: pages.map((p) => [
        p.path,
        p.longestTaskMs,
        p.longestTaskWork,
        p.longTasks,
        p.blockingMs,
        p.commitTaskMs,
        p.firstPaintMs,
        p.fcpMs,
        p.lcpMs,
        p.layoutBeforeLcpMs,
        p.layoutObjectsBeforeLcp,
      ]),
    })
  }
  return list
}
