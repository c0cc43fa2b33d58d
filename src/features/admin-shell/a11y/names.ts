import type { AdminA11yText } from '@/features/admin-shell/a11y/labels'

type TextKey = keyof AdminA11yText

/** Payload's icon-only controls, by the class that identifies each one. */
const iconControls: [selector: string, key: TextKey][] = [
  ['.doc-controls__popup .popup-button', 'moreActions'],
  ['.clipboard-action__popup .popup-button', 'clipboard'],
  ['.array-actions__button', 'rowActions'],
  ['.collapsible__drag', 'moveRow'],
  ['.clickable-arrow--left', 'previousPage'],
  ['.clickable-arrow--right', 'nextPage'],
  ['.upload-relationship-details__edit', 'editFile'],
  ['.upload-relationship-details__remove', 'removeFile'],
  ['.date-time-picker__clear-button', 'clearDate'],
  ['.form-submit .popup-button', 'saveOptions'],
  ['.LexicalEditorTheme__block__removeButton', 'removeBlock'],
]

/** Text a screen reader reads in an element: not hidden parts nor Payload's hover tooltips. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"], .tooltip, .required')) {
    hidden.remove()
  }
  return copy.textContent?.trim() ?? ''
}

function hasName(element: Element): boolean {
  return Boolean(
    element.getAttribute('aria-label')?.trim() ||
    element.getAttribute('title')?.trim() ||
    (element.tagName !== 'INPUT' && spokenText(element)),
  )
}

function name(element: Element, label: string): void {
  if (!hasName(element)) element.setAttribute('aria-label', label)
}

/** Gives Payload's unnamed buttons, checkboxes and editor controls a name. */
export function nameControls(doc: Document, text: AdminA11yText): void {
  for (const [selector, key] of iconControls) {
    for (const control of doc.querySelectorAll(selector)) name(control, text[key])
  }
  // The list's "select all" box labels itself by its own id, which names nothing.
  const selectAll = doc.querySelector('#select-all')
  if (selectAll?.getAttribute('aria-labelledby') === 'select-all') {
    selectAll.removeAttribute('aria-labelledby')
    selectAll.removeAttribute('title')
    selectAll.setAttribute('aria-label', text.selectAll)
  }
  doc.querySelectorAll('table tbody tr').forEach((row, index) => {
    const box = row.querySelector('td input[type="checkbox"]')
    if (box) name(box, `${text.selectRow} ${index + 1}`)
  })
  for (const button of doc.querySelectorAll<HTMLElement>('[data-button-key]')) {
    const key = button.dataset.buttonKey ?? ''
    name(button, key in text ? text[key as TextKey] : key)
  }
}

/** The visible label of the field around an element, without the "required" star. */
export function fieldLabel(element: Element): string {
  const label = element.closest('.field-type')?.querySelector('.field-label')
  return label ? spokenText(label) : ''
}

/**
 * Select boxes, date pickers and the rich text editor are drawn by libraries (react-select,
 * react-datepicker, Lexical) whose input is not the one the field's label points to: each takes
 * the field's label as its name.
 */
export function nameFieldInputs(doc: Document): void {
  const inputs = doc.querySelectorAll(
    '.rs__input, .react-datepicker__input-container input, .ContentEditable__root',
  )
  for (const input of inputs) {
    const labelledBy = input.getAttribute('aria-labelledby')
    if (labelledBy && doc.getElementById(labelledBy)?.textContent?.trim()) continue
    const label = fieldLabel(input)
    if (label && !input.getAttribute('aria-label')?.trim()) input.setAttribute('aria-label', label)
  }
}
