import type { Page } from '@playwright/test'

/**
 * Per element, keyed by its place in the DOM: a hash of all its computed style properties and,
 * to read a difference, its colours.
 */
export type RenderedStyles = Record<string, { hash: string; colours: string }>

/**
 * The computed styles of `<html>` (or of the `root` element), `<body>` and everything shown in
 * it, every property except
 * those a running CSS animation is changing (a spinner's angle depends on the moment, not on
 * the mode), of the hydrated page. Elements that never render (scripts, which the page adds as
 * it loads code, styles, templates) are left out and do not count in the keys. The values are
 * hashed in the page: the whole set is megabytes.
 */
export async function renderedStyles(page: Page, root = 'html'): Promise<RenderedStyles> {
  // Next.js adds its route announcer once the page has hydrated: a snapshot taken before would
  // miss it, and hydration may still change the page.
  await page.locator('next-route-announcer').waitFor({ state: 'attached' })
  return page.evaluate((rootSelector) => {
    const unrendered = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT', 'HEAD'])
    const colourNames = ['color', 'background-color', 'border-top-color', 'outline-color']
    const animated = (element: Element): Set<string> => {
      const names = new Set<string>()
      for (const animation of element.getAnimations()) {
        const effect = animation.effect
        if (!(effect instanceof KeyframeEffect)) continue
        for (const frame of effect.getKeyframes()) {
          for (const name of Object.keys(frame)) {
            names.add(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
          }
        }
      }
      return names
    }
    // FNV-1a, 32 bits: enough to tell two sets of values apart.
    const hashOf = (text: string): string => {
      let hash = 0x811c9dc5
      for (let index = 0; index < text.length; index += 1) {
        hash ^= text.charCodeAt(index)
        hash = Math.imul(hash, 0x01000193)
      }
      return (hash >>> 0).toString(16)
    }
    const styles: Record<string, { hash: string; colours: string }> = {}
    const visit = (element: Element, key: string) => {
      const computed = window.getComputedStyle(element)
      const skip = animated(element)
      const values: string[] = []
      for (const name of computed) {
        if (!skip.has(name)) values.push(`${name}:${computed.getPropertyValue(name)}`)
      }
      styles[key] = {
        hash: hashOf(values.join(';')),
        colours: colourNames.map((name) => computed.getPropertyValue(name)).join(' / '),
      }
      const children = [...element.children].filter((child) => !unrendered.has(child.tagName))
      children.forEach((child, index) => {
        visit(child, `${key}>${child.tagName.toLowerCase()}:${index}`)
      })
    }
    const start = document.querySelector(rootSelector)
    if (start) visit(start, rootSelector)
    return styles
  }, root)
}

type Styles = RenderedStyles[string]

function differences(
  expected: RenderedStyles,
  actual: RenderedStyles,
  same: (before: Styles, after: Styles) => boolean,
): string[] {
  const found: string[] = []
  for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const before = expected[key]
    const after = actual[key]
    if (!before || !after) found.push(`${key}: ${before ? 'missing' : 'extra'} element`)
    else if (!same(before, after)) found.push(`${key}: ${before.colours} -> ${after.colours}`)
  }
  return found
}

/** "element: colours before -> after" for every element whose styles differ or that is new. */
export function styleDifferences(expected: RenderedStyles, actual: RenderedStyles): string[] {
  return differences(expected, actual, (before, after) => before.hash === after.hash)
}

/**
 * The same for colours only: a theme is its colours, while the sizes of the admin's screens
 * follow its side menu.
 */
export function colourDifferences(expected: RenderedStyles, actual: RenderedStyles): string[] {
  return differences(expected, actual, (before, after) => before.colours === after.colours)
}
