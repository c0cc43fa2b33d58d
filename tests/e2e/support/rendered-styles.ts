import type { Page } from '@playwright/test'

/** Every computed style property of every element, keyed by the element's place in the DOM. */
export type RenderedStyles = Record<string, Record<string, string>>

/**
 * The computed styles of `<html>`, `<body>` and everything shown in it, except the properties a
 * running CSS animation is changing (a spinner's angle depends on the moment, not on the mode).
 * Elements that never render (scripts, which the page adds as it loads code, styles, templates)
 * are left out and do not count in the keys.
 */
export async function renderedStyles(page: Page): Promise<RenderedStyles> {
  return page.evaluate(() => {
    const unrendered = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT'])
    const rendered = (element: Element) => !unrendered.has(element.tagName)
    const keyOf = (element: Element): string => {
      const parts: string[] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const siblings = node.parentElement ? [...node.parentElement.children] : [node]
        const index = siblings.filter(rendered).indexOf(node)
        parts.unshift(`${node.tagName.toLowerCase()}:${index}`)
      }
      return parts.join('>')
    }
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
    const styles: Record<string, Record<string, string>> = {}
    const elements = [
      document.documentElement,
      document.body,
      ...document.body.querySelectorAll('*'),
    ]
    for (const element of elements.filter(rendered)) {
      const computed = window.getComputedStyle(element)
      const skip = animated(element)
      const values: Record<string, string> = {}
      for (const name of computed) {
        if (!skip.has(name)) values[name] = computed.getPropertyValue(name)
      }
      styles[keyOf(element)] = values
    }
    return styles
  })
}

/** "element property: before -> after" for every difference, elements present in only one too. */
export function styleDifferences(expected: RenderedStyles, actual: RenderedStyles): string[] {
  const differences: string[] = []
  for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const before = expected[key]
    const after = actual[key]
    if (!before || !after) {
      differences.push(`${key}: ${before ? 'missing' : 'extra'} element`)
      continue
    }
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[name] !== after[name]) {
        differences.push(`${key} ${name}: ${before[name]} -> ${after[name]}`)
      }
    }
  }
  return differences
}
