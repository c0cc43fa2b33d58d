import type { Page } from '@playwright/test'

/**
 * What in our content does not look like Payload's own: a button without Payload's `btn`
 * class, a form control outside Payload's field markup or without its field colours and corners
 * (a native control keeps the browser's grey box, which the dark theme leaves glaring).
 */
export function unstyledControls(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const probe = document.createElement('div')
    document.body.append(probe)
    const resolved = (property: string, value: string) => {
      probe.style.setProperty(property, value)
      return getComputedStyle(probe).getPropertyValue(property)
    }
    const background = resolved('background-color', 'var(--theme-input-bg)')
    const radius = resolved('border-top-left-radius', 'var(--style-radius-s)')
    const colour = resolved('color', 'var(--theme-elevation-800)')
    probe.remove()
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`
    const problems: string[] = []
    for (const element of document.querySelectorAll(selector)) {
      for (const button of element.querySelectorAll('button')) {
        if (!button.classList.contains('btn'))
          problems.push(`not a Payload button: ${name(button)}`)
      }
      const controls = element.querySelectorAll('input:not([type="hidden"]), select, textarea')
      for (const control of controls) {
        const style = getComputedStyle(control)
        if (!control.closest('.field-type')) problems.push(`no Payload field: ${name(control)}`)
        if (style.backgroundColor !== background) {
          problems.push(`${name(control)} background ${style.backgroundColor} ≠ ${background}`)
        }
        if (style.color !== colour) problems.push(`${name(control)} text ${style.color}`)
        if (style.borderTopLeftRadius !== radius) {
          problems.push(`${name(control)} corners ${style.borderTopLeftRadius} ≠ ${radius}`)
        }
      }
    }
    return problems
  }, root)
}
