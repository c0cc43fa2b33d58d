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
  ratioBareSized: rps / 800,
})
const results = {
  build: { seconds: null, bareSeconds: 40.2, prepareSeconds: 9 },
  start: { coldStartMs: 2500, idleRssMb: 380 },
  load: {
    connections: 20,
    seconds: 10,
    bare: figures(1000, 'HIT'),
    bareSized: figures(800, 'HIT'),
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
    nginx: null,
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
    expect(text).toMatch(/bare Next\.js, \/fr's size\s+\/sized \(bare app\)\s+HIT\s+12\.5\s+800/)
    expect(text).toContain('last / 120 s')
    expect(text).toMatch(/memory soak: RSS at 600 s \/ at 120 s\s+1\.016\s+<= 1\.1\s+PASS/)
    expect(text).toMatch(/blog list: x bare Next\.js req\/s\s+0\.4\s+>= 0\.5\s+MISS/)
    expect(text).toMatch(/current\s+40\.2/)
  })

  it('renders the same tables as Markdown', () => {
    const markdown = render(results, 'markdown')
    expect(markdown).toContain('### Memory soak')
    expect(markdown).toContain('| home | /fr | HIT |')
  })
})
