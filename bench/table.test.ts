import { describe, expect, it } from 'vitest'

import { parseArgs, parseScales } from './args.mjs'
import { cell, formatMarkdown, formatTable, passLabel } from './table.mjs'

describe('bench tables', () => {
  it('shows missing figures as a dash and trims decimals', () => {
    expect(cell(null)).toBe('-')
    expect(cell(Number.NaN)).toBe('-')
    expect(cell(12.5)).toBe('12.5')
    expect(cell(12.04)).toBe('12')
    expect(cell(3)).toBe('3')
    expect(cell(0.014)).toBe('0.014')
    expect(cell(0.5)).toBe('0.5')
    expect(cell(true)).toBe('yes')
  })

  it('pads columns and right-aligns numbers', () => {
    const text = formatTable(
      ['page', 'ms'],
      [
        ['/fr', 5],
        ['/en/services', 120],
      ],
    )
    expect(text.split('\n')).toEqual([
      'page           ms',
      '------------  ---',
      '/fr             5',
      '/en/services  120',
    ])
  })

  it('keeps the decimals asked for per column', () => {
    const text = formatTable(['ratio', 'x'], [[1.112, 1.112]], [3])
    expect(text.split('\n')[2]).toBe('1.112  1.1')
    expect(formatMarkdown(['a'], [[1.112]], [3]).split('\n')[2]).toBe('| 1.112 |')
  })

  it('writes Markdown rows with escaped pipes', () => {
    const text = formatMarkdown(['a', 'b'], [['x|y', null]])
    expect(text.split('\n')).toEqual(['| a | b |', '| --- | --- |', '| x\\|y | - |'])
  })

  it('labels budget results', () => {
    expect(passLabel(true)).toBe('PASS')
    expect(passLabel(false)).toBe('MISS')
    expect(passLabel(null)).toBe('n/a')
  })
})

describe('bench options', () => {
  it('runs everything by default and little in smoke mode', () => {
    expect(parseArgs([])).toMatchObject({
      mode: 'full',
      scales: [100, 1000, 10000],
      lighthouseRuns: 3,
      soakSeconds: 600,
    })
    expect(parseArgs(['--quick'])).toMatchObject({ mode: 'quick', soakSeconds: 60 })
    expect(parseArgs(['--smoke'])).toMatchObject({
      mode: 'smoke',
      scales: [],
      lighthouseRuns: 1,
      loadSeconds: 2,
      soakSeconds: 10,
    })
  })

  it('builds without measuring only when asked', () => {
    expect(parseArgs([]).buildOnly).toBe(false)
    expect(parseArgs(['--build-only'])).toMatchObject({ buildOnly: true, mode: 'full' })
  })

  it('reads scale steps in growing order and refuses junk', () => {
    expect(parseScales('1000,100')).toEqual([100, 1000])
    expect(parseScales('none')).toEqual([])
    expect(() => parseScales('100,abc')).toThrow(/--scale/)
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option/)
  })
})
