import type { AdminA11yText } from '@/features/admin-shell/a11y/labels'

const OWN = 'data-admin-a11y'

/**
 * Landmarks: Payload's list views have no `main`, its edit views have one that leaves the
 * document header (the screen's h1) outside any landmark. The content column becomes the main
 * region when the view has none; otherwise the header gets a region named by its title.
 * Payload's breadcrumb bar and list headers are `header`s inside it, which would be nested banners.
 */
export function fixLandmarks(doc: Document, text: AdminA11yText): void {
  const column = doc.querySelector('.template-default__wrap')
  if (column) {
    const native = column.querySelector('main')
    if (!native) {
      column.setAttribute('role', 'main')
      column.setAttribute('aria-label', text.main)
      column.setAttribute(OWN, 'main')
    } else if (column.getAttribute(OWN) === 'main') {
      // Client navigation from a list to an edit view keeps the column: give the role back.
      column.removeAttribute('role')
      column.removeAttribute('aria-label')
      column.removeAttribute(OWN)
    }
    for (const header of column.querySelectorAll('header')) header.setAttribute('role', 'none')
    if (native) nameDocumentHeaders(column)
  }
  // Payload's side navigation is a second, unnamed navigation landmark around ours.
  doc.querySelector('nav.nav__wrap:not([aria-label])')?.setAttribute('aria-label', text.menu)
}

function nameDocumentHeaders(column: Element): void {
  column.querySelectorAll('.doc-header').forEach((header, index) => {
    if (header.closest('main, [role="main"]')) return
    const title = header.querySelector('h1')
    if (!title) return
    if (!title.id) title.id = `admin-document-title-${index + 1}`
    header.setAttribute('role', 'region')
    header.setAttribute('aria-labelledby', title.id)
  })
}

/**
 * Headings must not skip levels (Payload puts an h3 right under the screen's h1: "Aucun
 * résultat.", "Paramètres de Payload", array field titles). A skipped heading is announced one
 * level below the previous one instead; recomputed on every pass as screens change.
 */
export function fixHeadingOrder(root: ParentNode): void {
  let previous = 0
  for (const heading of root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
    if (heading.closest('[hidden], [aria-hidden="true"]')) continue
    const natural = Number(heading.tagName.slice(1))
    const level = previous === 0 ? natural : Math.min(natural, previous + 1)
    if (level !== natural) {
      heading.setAttribute('aria-level', String(level))
      heading.setAttribute(OWN, 'level')
    } else if (heading.getAttribute(OWN) === 'level') {
      heading.removeAttribute('aria-level')
      heading.removeAttribute(OWN)
    }
    previous = level
  }
}
