import { describe, expect, it } from 'vitest'

import { check, evaluateBudgets } from './budgets.mjs'

const lighthouse = {
  path: '/fr',
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 92,
  cls: 0,
}
const scaleRow = (articles: number, p95: number, firstMs: number, rssMb: number) => ({
  articles,
  urls: articles * 2,
  sitemapSet: {
    files: Math.ceil(articles / 1000),
    urls: articles * 2,
    totalMs: firstMs,
    errors: 0,
  },
  rssMb,
  targets: ['blog list', 'blog list (deep)', 'article', 'sitemap (blog)', 'search'].map((name) => ({
    name,
    p95,
    firstMs,
  })),
})

describe('bench budgets', () => {
  it('compares with each operator and leaves unmeasured figures undecided', () => {
    expect(check(95, '>=', 95)).toBe(true)
    expect(check(50, '<', 50)).toBe(false)
    expect(check(0, '=', 0)).toBe(true)
    expect(check(null, '<', 1)).toBeNull()
  })

  it('checks every Lighthouse category of every page', () => {
    const verdicts = evaluateBudgets({ lighthouse: [lighthouse] })
    const missed = verdicts.filter((v) => v.pass === false).map((v) => v.id)
    expect(missed).toEqual(['lh-seo:/fr'])
  })

  it('checks project JavaScript on content pages only', () => {
    const js = {
      pages: [
        { path: '/fr', content: true, projectKb: 25 },
        { path: '/fr/reservation', content: false, projectKb: 60 },
      ],
    }
    const verdicts = evaluateBudgets({ js }).filter((v) => v.id.startsWith('js:'))
    expect(verdicts.map((v) => [v.id, v.pass])).toEqual([['js:/fr', false]])
  })

  it('checks throughput ratio and p99 of cached targets only', () => {
    const load = {
      targets: [
        { name: 'public page', cached: true, ratio: 0.6, p99: 55 },
        { name: 'static file', cached: false, ratio: 1, p99: 10 },
      ],
    }
    const verdicts = evaluateBudgets({ load })
    expect(verdicts.find((v) => v.id === 'ratio:public page')?.pass).toBe(true)
    expect(verdicts.find((v) => v.id === 'p99:public page')?.pass).toBe(false)
    expect(verdicts.some((v) => v.id.includes('static file'))).toBe(false)
  })

  it('checks growth from the first to the last scale, the big sitemap and memory', () => {
    const scale = [scaleRow(100, 10, 50, 300), scaleRow(10000, 25, 1200, 420)]
    const verdicts = evaluateBudgets({ start: { idleRssMb: 250 }, scale })
    expect(verdicts.find((v) => v.id === 'growth:article')).toMatchObject({
      value: 2.5,
      pass: false,
    })
    expect(verdicts.find((v) => v.id === 'sitemap-first')).toMatchObject({
      value: 1200,
      pass: false,
    })
    expect(verdicts.find((v) => v.id === 'rss')).toMatchObject({ value: 420, pass: false })
  })

  it('has no growth verdict with a single scale step', () => {
    const verdicts = evaluateBudgets({ scale: [scaleRow(100, 10, 50, 300)] })
    expect(verdicts.some((v) => v.id.startsWith('growth:'))).toBe(false)
    expect(verdicts.find((v) => v.id === 'rss')?.pass).toBe(true)
  })
})
