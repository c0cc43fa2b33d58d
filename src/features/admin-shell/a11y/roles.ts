const TABBABLE = 'button, a[href], input, select, textarea, [tabindex]'

/**
 * react-select hides its clear and open indicators from screen readers (`aria-hidden`) but
 * leaves them in the tab order, so a keyboard user lands on something that announces nothing.
 * They leave the tab order; the keyboard opens and clears a select from its input anyway.
 */
export function untabHiddenControls(doc: Document): void {
  for (const hidden of doc.querySelectorAll('[aria-hidden="true"]')) {
    const controls = [hidden, ...hidden.querySelectorAll(TABBABLE)]
    for (const control of controls) {
      if (control.matches(TABBABLE) && control.getAttribute('tabindex') !== '-1') {
        control.setAttribute('tabindex', '-1')
      }
    }
  }
}

/**
 * Structure Payload gets wrong: the document tabs are a `ul` of links and divs (no list items),
 * the sortable chips of a multi-select are "buttons" holding their own remove and edit buttons.
 */
export function fixRoles(doc: Document): void {
  for (const tabs of doc.querySelectorAll('ul.doc-tabs__tabs')) {
    if ([...tabs.children].some((child) => child.tagName !== 'LI'))
      tabs.setAttribute('role', 'none')
  }
  for (const chip of doc.querySelectorAll('.rs__multi-value[role="button"]')) {
    if (chip.querySelector('button')) chip.setAttribute('role', 'group')
  }
}

/**
 * A list cell showing a file's thumbnail next to its name: the picture's alternative text (the
 * file name) would be read twice, so the thumbnail is decorative there.
 */
export function silenceRedundantThumbnails(doc: Document): void {
  for (const image of doc.querySelectorAll('td img[alt]')) {
    const alt = image.getAttribute('alt')?.trim()
    const cell = image.closest('td')
    if (alt && cell?.textContent?.includes(alt)) image.setAttribute('alt', '')
  }
}
