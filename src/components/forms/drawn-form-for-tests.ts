import { JSDOM } from 'jsdom'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/**
 * For the forms' render tests: a component as the server draws it, which is the whole page a
 * visitor without JavaScript gets and what a browser hydrates, read back as a browser reads it
 * (a control's value, a ticked box, the option chosen).
 */
export function serverDrawn(element: ReactElement): Document {
  return new JSDOM(renderToStaticMarkup(element)).window.document
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The one control `selector` finds (`#contact-email`, `[name="startedAt"]`). */
function control(document: Document, selector: string): Control {
  const found = document.querySelectorAll(selector)
  if (found.length !== 1) throw new Error(`${found.length} controls drawn for ${selector}`)
  return found[0] as Control
}

/** What the control holds: typed text, the option chosen, a textarea's text. */
export const valueOf = (document: Document, selector: string) => control(document, selector).value

/** Whether a checkbox or a radio button is ticked. */
export const isChecked = (document: Document, selector: string) =>
  (control(document, selector) as HTMLInputElement).checked

/**
 * The control's state for assistive technologies: marked invalid or not, and the texts it is
 * described by (its hint, then its error), in order.
 */
export function describedState(document: Document, selector: string) {
  const element = control(document, selector)
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return {
    invalid: element.getAttribute('aria-invalid') === 'true',
    describedBy: ids.map((described) => document.getElementById(described)?.textContent),
  }
}
