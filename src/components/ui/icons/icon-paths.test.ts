import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { iconPaths } from '@/components/ui/icons/icon-paths'
import { pathData, type SvgShape } from '@/components/ui/icons/svg-path'

const GEOMETRY = new Set([
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'x1',
  'x2',
  'y1',
  'y2',
  'points',
])

const components = lucide as unknown as Record<string, ComponentType | undefined>
const componentName = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __: string, letter: string) => letter.toUpperCase())

/** The shapes of a lucide-react icon, read from what it renders. */
function lucideShapes(name: string): SvgShape[] {
  const component = components[componentName(name)]
  if (!component) throw new Error(`lucide-react has no ${componentName(name)}`)
  const markup = renderToStaticMarkup(createElement(component))
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1]
  if (inner === undefined) throw new Error(`Unexpected markup for ${name}`)
  return [...inner.matchAll(/<(\w+)([^>]*)>/g)].map(([, element = '', attributes = '']) => [
    element,
    Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
  ])
}

describe('iconPaths', () => {
  it.each(Object.keys(iconPaths))('draws %s as lucide-react does', (name) => {
    const expected = pathData(lucideShapes(name))
    expect(iconPaths[name as keyof typeof iconPaths]).toBe(expected)
  })

  it.each(Object.keys(iconPaths))('finds in %s no shape with a style of its own', (name) => {
    for (const [element, attributes] of lucideShapes(name)) {
      const styled = Object.keys(attributes).filter((key) => !GEOMETRY.has(key))
      // A dot filled inside a 2-wide stroke looks the same unfilled: the stroke covers it.
      const coveredDot = element === 'circle' && Number(attributes.r) <= 1
      expect(coveredDot ? styled.filter((key) => key !== 'fill') : styled).toEqual([])
    }
  })

  it('draws only outline icons: lucide gives every one the same stroke and no fill', () => {
    const markup = renderToStaticMarkup(createElement(lucide.Check))
    expect(markup).toContain('fill="none"')
    expect(markup).toContain('stroke="currentColor"')
    expect(markup).toContain('stroke-width="2"')
    expect(markup).toContain('stroke-linecap="round"')
    expect(markup).toContain('stroke-linejoin="round"')
  })
})
