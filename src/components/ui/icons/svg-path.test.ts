import { describe, expect, it } from 'vitest'

import { pathData } from '@/components/ui/icons/svg-path'

describe('pathData', () => {
  it('keeps an absolute path as it is', () => {
    expect(pathData([['path', { d: 'M20 6 9 17l-5-5' }]])).toBe('M20 6 9 17l-5-5')
  })

  it('makes a leading relative move absolute and its further pairs explicit lines', () => {
    expect(pathData([['path', { d: 'm12 5 7 7-7 7' }]])).toBe('M12 5l7 7-7 7')
    expect(pathData([['path', { d: 'm6 9 6 6' }]])).toBe('M6 9l6 6')
    expect(pathData([['path', { d: 'm8 11h2' }]])).toBe('M8 11h2')
    expect(pathData([['path', { d: 'm-.5.25.5 1' }]])).toBe('M-.5 .25l.5 1')
  })

  it('joins several shapes into one path, each starting with its own move', () => {
    const d = pathData([
      ['path', { d: 'M5 12h14' }],
      ['path', { d: 'm12 5 7 7-7 7' }],
    ])
    expect(d).toBe('M5 12h14M12 5l7 7-7 7')
  })

  it('draws circles and ellipses as two closed half arcs', () => {
    expect(pathData([['circle', { cx: '12', cy: '12', r: '10' }]])).toBe(
      'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0z',
    )
    expect(pathData([['ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' }]])).toBe(
      'M3 5a9 3 0 1 0 18 0a9 3 0 1 0-18 0z',
    )
  })

  it('draws rectangles, rounded or not', () => {
    expect(pathData([['rect', { x: '2', y: '9', width: '4', height: '12' }]])).toBe('M2 9h4v12h-4z')
    expect(pathData([['rect', { width: '16', height: '12', x: '4', y: '8', rx: '2' }]])).toBe(
      'M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z',
    )
  })

  it('draws lines, polylines and polygons through their points', () => {
    expect(pathData([['line', { x1: '4', x2: '20', y1: '12', y2: '12' }]])).toBe('M4 12 20 12')
    expect(pathData([['polyline', { points: '4 7 4 4 20 4' }]])).toBe('M4 7 4 4 20 4')
    expect(pathData([['polygon', { points: '1,2 3,4 5,6' }]])).toBe('M1 2 3 4 5 6z')
  })

  it('refuses a shape it cannot draw', () => {
    expect(() => pathData([['text', {}]])).toThrow('No path for <text>')
  })
})
