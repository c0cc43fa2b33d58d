import { describe, expect, it } from 'vitest'

import { render } from './report.mjs'

const figures = (rps: number, cache: string | null) => ({
  status: 200,
  cache,
  kb: 12.5,
  rps,
  p50: 20,
  p99: 80,
  errors: 0,
  ratioStatic: rps / 2000,
  ratioBare: rps / 1000,
  ratioSameWeight: rps / 800,
  sameWeightKb: 12.5,
})
const lighthousePage = (path: string, performance: number, tbtMs: number) => ({
  path,
  runs: 1,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs,
  cls: 0,
  fcpMs: 900,
  benchmarkIndex: 1200,
})
const threadPage = (path: string, longestTaskMs: number) => ({
  path,
  runs: 1,
  longestTaskMs,
  longestTaskWork: 'script 1-abc.js 120 ms, style+layout 30 ms',
  longTasks: 2,
  blockingMs: 130,
  commitTaskMs: 40,
  firstPaintMs: 700,
  fcpMs: 700,
  lcpMs: 1100,
  layoutBeforeLcpMs: 35,
  layoutObjectsBeforeLcp: 420,
})
const results = {
  build: { seconds: null, bareSeconds: 40.2, prepareSeconds: 9 },
  start: { coldStartMs: 2500, idleRssMb: 380 },
  load: {
    connections: 20,
    seconds: 10,
    bare: figures(1000, 'HIT'),
    sized: [{ sizeKb: 90, ...figures(800, 'HIT') }],
    targets: [
      {
        name: 'static file (JS)',
        path: '/_next/static/chunks/a.js',
        role: 'static',
        ...figures(2000, null),
      },
      { name: 'home', path: '/fr', role: 'cached', ...figures(700, 'HIT') },
      { name: 'blog list', path: '/fr/blog', role: 'cached', ...figures(400, 'MISS') },
    ],
    nginx: [
      {
        name: 'home',
        path: '/fr',
        file: figures(3000, null),
        cache: figures(2850, 'HIT'),
        ratioFile: 0.95,
      },
    ],
  },
  lighthouseBare: lighthousePage('/', 100, 0),
  lighthouse: [lighthousePage('/fr', 97, 40), lighthousePage('/fr/reservation', 94, 80)],
  mainThread: {
    cpuSlowdown: 4,
    network: '1.6 Mbps / 150 ms',
    bare: threadPage('/', 60),
    pages: [threadPage('/fr', 150), threadPage('/fr/reservation', 230)],
  },
  soak: {
    seconds: 600,
    connections: 20,
    paths: ['/fr', '/fr/blog'],
    idleRssMb: 400,
    marks: Array.from({ length: 10 }, (_, index) => ({
      seconds: (index + 1) * 60,
      rssMb: 500 + index,
    })),
    peakRssMb: 520,
    rps: 600,
    p99: 90,
    errors: 0,
  },
}

describe('bench report', () => {
  it('prints the cache status, both ratios, the soak marks and their budgets', () => {
    const text = render(results)
    expect(text).toContain('== Load (autocannon, 20 connections, 10 s each)')
    expect(text).toMatch(/home\s+\/fr\s+HIT\s+12\.5\s+700\s+20\s+80\s+0\.35\s+0\.7\s+0\.875\s+0/)
    expect(text).toMatch(/blog list\s+\/fr\/blog\s+MISS/)
    expect(text).toMatch(/bare Next\.js page\s+\/ \(bare app\)\s+HIT/)
    expect(text).toMatch(/bare Next\.js, 90 KB\s+\/sized\/90 \(bare app\)\s+HIT\s+12\.5\s+800/)
    expect(text).toMatch(/home\s+12\.5\s+3000\s+HIT\s+2850\s+80\s+0\.95/)
    expect(text).toMatch(/home: nginx cache x nginx file req\/s\s+0\.95\s+>= 0\.9\s+PASS/)
    expect(text).toMatch(/blog list: x bare Next\.js req\/s at 12\.5 KB\s+0\.5\s+>= 0\.7\s+MISS/)
    expect(text).toContain('last / 120 s')
    expect(text).toMatch(/memory soak: RSS at 600 s \/ at 120 s\s+1\.016\s+<= 1\.1\s+PASS/)
    expect(text).toMatch(/current\s+40\.2/)
  })

  it('prints the browser figures beside the bare page and their budgets', () => {
    const text = render(results)
    expect(text).toMatch(/\/ \(bare Next\.js\)\s+100\s+100\s+100\s+100\s+1500\s+0\s+0\s+900\s+1200/)
    expect(text).toMatch(
      /Lighthouse \/fr\/reservation: performance vs bare - 5\s+94\s+>= 95\s+MISS/,
    )
    expect(text).toMatch(/Lighthouse \/fr: TBT ms vs bare x 1\.5\s+40\s+<= 50\s+PASS/)
    expect(text).toContain('== Main thread (CPU 4x slower, 1.6 Mbps / 150 ms, median of 1')
    expect(text).toMatch(/\/fr\s+150\s+script 1-abc\.js 120 ms, style\+layout 30 ms\s+2\s+130\s+40/)
    expect(text).toMatch(
      /main thread \/fr\/reservation: longest task ms at 4x CPU\s+230\s+<= 200\s+MISS/,
    )
  })

  it('renders the same tables as Markdown', () => {
    const markdown = render(results, 'markdown')
    expect(markdown).toContain('### Memory soak')
    expect(markdown).toContain('| home | /fr | HIT |')
  })
})
