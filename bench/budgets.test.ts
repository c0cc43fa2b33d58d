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
const cached = (name: string, ratioStatic: number, ratioBare: number, p99: number) => ({
  name,
  role: 'cached',
  ratioStatic,
  ratioBare,
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

  it('asks Lighthouse for 95 in performance and 100 in the other categories', () => {
    const page = { ...lighthouse('/fr', 'home', 0), performance: 94, seo: 99 }
    const verdicts = evaluateBudgets({ lighthouse: [page, lighthouse('/en', 'home', 0)] })
    const missed = verdicts.filter((v) => v.pass === false).map((v) => v.id)
    expect(missed).toEqual(['lh-perf:/fr', 'lh-seo:/fr'])
  })

  it('holds total blocking time to 200 ms on the article only', () => {
    const pages = [
      lighthouse('/fr', 'home', 900),
      lighthouse('/a', 'article', 200),
      lighthouse('/b', 'article', 201),
    ]
    const verdicts = evaluateBudgets({ lighthouse: pages })
    expect(verdicts.filter((v) => v.id.startsWith('lh-tbt:')).map((v) => [v.id, v.pass])).toEqual([
      ['lh-tbt:/a', true],
      ['lh-tbt:/b', false],
    ])
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

  it('holds the home page to 120 KB of HTML and 20 KB gzip, every other page to 150 KB', () => {
    const html = [
      { path: '/fr', htmlKb: 120.1, gzipKb: 20 },
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

  it('asks cached pages for 0.3x the static file, 0.5x bare Next.js and p99 <= 100 ms', () => {
    const load = {
      connections: 20,
      targets: [
        cached('at limits', 0.3, 0.5, 100),
        cached('under', 0.299, 0.499, 100.1),
        { name: 'static file (JS)', role: 'static', ratioStatic: 1, ratioBare: 9, p99: 500 },
        { name: 'slots', role: 'other', ratioStatic: 0.01, ratioBare: 0.01, p99: 900 },
      ],
    }
    const verdicts = evaluateBudgets({ load })
    expect(verdicts.map((v) => [v.id, v.pass])).toEqual([
      ['static:at limits', true],
      ['bare:at limits', true],
      ['p99:at limits', true],
      ['static:under', false],
      ['bare:under', false],
      ['p99:under', false],
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
