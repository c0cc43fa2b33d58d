import { describe, expect, it } from 'vitest'

import { check, evaluateBudgets } from './budgets.mjs'

type Verdict = ReturnType<typeof evaluateBudgets>[number]
const passOf = (verdicts: Verdict[], id: string) => verdicts.find((v) => v.id === id)?.pass

const lighthouse = (path: string, kind: string, tbtMs: number) => ({
  path,
  kind,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs,
})
const scaleRow = (articles: number, p95: number, firstMs: number) => ({
  articles,
  urls: articles * 2,
  sitemapSet: {
    files: Math.ceil(articles / 1000),
    urls: articles * 2,
    totalMs: firstMs,
    errors: 0,
  },
  targets: ['blog list', 'blog list (deep)', 'article', 'sitemap (blog)', 'search'].map((name) => ({
    name,
    p95,
    firstMs,
  })),
})
const cached = (name: string, ratioSameWeight: number, p99: number) => ({
  name,
  role: 'cached',
  sameWeightKb: 90,
  // The static file and the one-line page are context, not budgets.
  ratioStatic: 0.01,
  ratioBare: 0.01,
  ratioSameWeight,
  p99,
})
const soakAt = (rss: number[]) => ({
  idleRssMb: 300,
  peakRssMb: 900,
  marks: rss.map((rssMb, index) => ({ seconds: (index + 1) * 60, rssMb })),
})

describe('bench budgets', () => {
  it('compares with each operator and leaves unmeasured figures undecided', () => {
    expect(check(95, '>=', 95)).toBe(true)
    expect(check(100, '<=', 100)).toBe(true)
    expect(check(50, '<', 50)).toBe(false)
    expect(check(0, '=', 0)).toBe(true)
    expect(check(null, '<', 1)).toBeNull()
  })

  it('asks Lighthouse for at most 5 points below the bare page and 100 in the other categories', () => {
    const bare = { ...lighthouse('/', 'bare', 40), performance: 99 }
    const pages = [
      { ...lighthouse('/fr', 'home', 60), performance: 93, seo: 99 },
      { ...lighthouse('/en', 'home', 60), performance: 94 },
    ]
    const verdicts = evaluateBudgets({ lighthouse: pages, lighthouseBare: bare })
    const missed = verdicts.filter((v) => v.pass === false).map((v) => v.id)
    expect(missed).toEqual(['lh-perf:/fr', 'lh-seo:/fr'])
    expect(verdicts.find((v) => v.id === 'lh-perf:/en')).toMatchObject({ limit: 94, pass: true })
  })

  it('holds total blocking time to 1.5x the bare page, never under 50 ms', () => {
    const pages = [lighthouse('/a', 'home', 150), lighthouse('/b', 'article', 151)]
    const slow = evaluateBudgets({
      lighthouse: pages,
      lighthouseBare: lighthouse('/', 'bare', 100),
    })
    expect(slow.filter((v) => v.id.startsWith('lh-tbt:')).map((v) => [v.id, v.pass])).toEqual([
      ['lh-tbt:/a', true],
      ['lh-tbt:/b', false],
    ])
    const idle = evaluateBudgets({ lighthouse: pages, lighthouseBare: lighthouse('/', 'bare', 0) })
    expect(idle.find((v) => v.id === 'lh-tbt:/a')).toMatchObject({ limit: 50, pass: false })
    expect(evaluateBudgets({ lighthouse: [lighthouse('/c', 'home', 0)] })).toContainEqual(
      expect.objectContaining({ id: 'lh-tbt:/c', limit: null, pass: null }),
    )
  })

  it('holds every main-thread task at 4x CPU to 200 ms', () => {
    const mainThread = {
      cpuSlowdown: 4,
      pages: [
        { path: '/fr', longestTaskMs: 200 },
        { path: '/fr/reservation', longestTaskMs: 201 },
      ],
    }
    const verdicts = evaluateBudgets({ mainThread })
    expect(verdicts.map((v) => [v.id, v.pass])).toEqual([
      ['task:/fr', true],
      ['task:/fr/reservation', false],
    ])
    expect(verdicts[0]?.label).toContain('at 4x CPU')
  })

  it('checks project JavaScript on content pages only', () => {
    const js = {
      pages: [
        { path: '/fr', content: true, projectKb: 20.1 },
        { path: '/en', content: true, projectKb: 20 },
        { path: '/fr/reservation', content: false, projectKb: 60 },
      ],
    }
    const verdicts = evaluateBudgets({ js }).filter((v) => v.id.startsWith('js:'))
    expect(verdicts.map((v) => [v.id, v.pass])).toEqual([
      ['js:/fr', false],
      ['js:/en', true],
    ])
  })

  it('holds the home page to 90 KB of HTML and 18 KB gzip, every other page to 150 KB', () => {
    const html = [
      { path: '/fr', htmlKb: 90.1, gzipKb: 18 },
      { path: '/en', htmlKb: 150, gzipKb: 30 },
      { path: '/fr/blog', htmlKb: 150.1, gzipKb: 15 },
    ]
    const verdicts = evaluateBudgets({ html }).filter((v) => v.id.startsWith('html'))
    expect(verdicts.map((v) => [v.id, v.pass])).toEqual([
      ['html:/fr', false],
      ['html-gzip:/fr', true],
      ['html:/en', true],
      ['html:/fr/blog', false],
    ])
  })

  it('asks cached pages for 0.7x the bare page of their weight and p99 <= 100 ms', () => {
    const load = {
      connections: 20,
      targets: [
        cached('at limits', 0.7, 100),
        cached('under', 0.699, 100.1),
        { name: 'static file (JS)', role: 'static', ratioSameWeight: null, p99: 500 },
        { name: 'slots', role: 'other', ratioSameWeight: 0.01, p99: 900 },
      ],
    }
    const verdicts = evaluateBudgets({ load })
    expect(verdicts.map((v) => [v.id, v.pass])).toEqual([
      ['bare:at limits', true],
      ['p99:at limits', true],
      ['bare:under', false],
      ['p99:under', false],
    ])
    expect(verdicts[0]?.label).toBe('at limits: x bare Next.js req/s at 90 KB')
  })

  it('asks the nginx page cache for 0.9x nginx serving the same file', () => {
    const nginx = [
      { name: 'home', ratioFile: 0.9 },
      { name: 'blog list', ratioFile: 0.89 },
    ]
    const verdicts = evaluateBudgets({ load: { targets: [], nginx } })
    expect(verdicts.map((v) => [v.id, v.pass])).toEqual([
      ['nginx:home', true],
      ['nginx:blog list', false],
    ])
  })

  it('compares RSS at the end of the soak with minute 2, not with idle or the peak', () => {
    const flat = [400, 500, 520, 530, 540, 545, 548, 549, 550, 550]
    const steady = evaluateBudgets({ soak: soakAt(flat) }).find((v) => v.id === 'soak')
    expect(steady).toMatchObject({ value: 1.1, pass: true })
    expect(steady?.label).toContain('at 600 s / at 120 s')
    const leaking = evaluateBudgets({ soak: soakAt([...flat.slice(0, 9), 556]) })
    expect(leaking.find((v) => v.id === 'soak')).toMatchObject({ value: 1.112, pass: false })
    expect(evaluateBudgets({}).some((v) => v.id === 'soak')).toBe(false)
  })

  it('checks growth from the first to the last scale step and the big sitemap', () => {
    const scale = [scaleRow(100, 10, 50), scaleRow(10000, 20, 1000)]
    const verdicts = evaluateBudgets({ scale })
    expect(verdicts.find((v) => v.id === 'growth:article')).toMatchObject({ value: 2, pass: false })
    expect(verdicts.find((v) => v.id === 'sitemap-first')).toMatchObject({
      value: 1000,
      pass: false,
    })
    const fine = evaluateBudgets({ scale: [scaleRow(100, 10, 50), scaleRow(10000, 19.9, 999)] })
    expect(passOf(fine, 'growth:article')).toBe(true)
    expect(passOf(fine, 'sitemap-first')).toBe(true)
  })

  it('has no growth verdict with a single scale step and no absolute memory budget', () => {
    const verdicts = evaluateBudgets({ start: { idleRssMb: 900 }, scale: [scaleRow(100, 10, 50)] })
    expect(verdicts.some((v) => v.id.startsWith('growth:'))).toBe(false)
    expect(verdicts).toEqual([])
  })
})
