import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { neutralizeFormula, neutralizeFormulaCells } from '@/plugins/csv-formula'

describe('neutralizeFormula', () => {
  it("prefixes a cell that a spreadsheet would read as a formula with '", () => {
    expect(neutralizeFormula('=1+2+cmd|"/c calc"!A1')).toBe(`'=1+2+cmd|"/c calc"!A1`)
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`)
    }
    expect(neutralizeFormula('+33 6 12 34 56 78')).toBe("'+33 6 12 34 56 78")
  })

  it('leaves plain text, inner signs and other types alone', () => {
    expect(neutralizeFormula('Marie Dupont')).toBe('Marie Dupont')
    expect(neutralizeFormula('a=b, c+d')).toBe('a=b, c+d')
    expect(neutralizeFormula(' =1')).toBe(' =1')
    expect(neutralizeFormula('')).toBe('')
    expect(neutralizeFormula(-3)).toBe(-3)
    expect(neutralizeFormula(null)).toBe(null)
    expect(neutralizeFormula(true)).toBe(true)
  })
})

describe('neutralizeFormulaCells', () => {
  const batch = (format: 'csv' | 'json') =>
    neutralizeFormulaCells({
      batchNumber: 1,
      totalBatches: 1,
      format,
      data: [{ id: 1, name: '=HYPERLINK("http://evil.example")', email: 'a@example.com' }],
      originalData: [],
      req: {} as PayloadRequest,
    })

  it('rewrites every cell of a CSV batch', async () => {
    expect(await batch('csv')).toEqual([
      { id: 1, name: `'=HYPERLINK("http://evil.example")`, email: 'a@example.com' },
    ])
  })

  it('keeps JSON exports as stored', async () => {
    expect(await batch('json')).toEqual([
      { id: 1, name: '=HYPERLINK("http://evil.example")', email: 'a@example.com' },
    ])
  })
})
