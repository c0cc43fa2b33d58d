import type { Page } from '@playwright/test'

/**
 * What a floating button's box overlaps in view: links, buttons and fields (a radio or a
 * checkbox by its label), and text; the header's and the floating widgets' own excepted.
 */
export function obscuredByFloatingButtons(page: Page) {
  return page.evaluate(() => {
    // The two buttons (in the tools' landmark), and the language switch where it floats.
    const floating = [
      ...document.querySelectorAll(
        '[data-testid="a11y-widget-toggle"], [data-testid="contact-menu-toggle"], [data-testid="language-switch"]',
      ),
    ].filter(
      (element) => getComputedStyle(element).position === 'fixed' || element.closest('aside'),
    )
    const boxes = floating
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
    const covered = (rect: DOMRect) =>
      boxes.some(
        (box) =>
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top,
      )
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const hits: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('header') || floating.some((element) => element.contains(control))) {
        continue
      }
      if (!control.checkVisibility()) continue
      const target = control.matches('input[type="radio"], input[type="checkbox"]')
        ? (control.closest('label') ?? control)
        : control
      const rect = target.getBoundingClientRect()
      if (rect.width === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue
      if (covered(rect)) hits.push(`${target.tagName} "${target.textContent?.trim().slice(0, 30)}"`)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || parent.closest('header')) continue
      if (floating.some((element) => element.contains(parent))) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      // Visually hidden text (one pixel, clipped) is not text anyone sees.
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1)
      if (rects.some(covered)) hits.push(`text "${text.slice(0, 30)}"`)
    }
    return hits
  })
}
