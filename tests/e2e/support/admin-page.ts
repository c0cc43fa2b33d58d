import type { Locator } from '@playwright/test'

/**
 * What the owner sees of an admin screen. The screen streams in, and a list rewrites its address
 * as soon as it runs (adding its default sort and page size): when that redraw wins the race
 * against the end of the stream, the streamed copy of the screen stays in the document, hidden,
 * beside the one shown. Locators by role skip it; text and CSS locators find both.
 */
export function shown(locator: Locator): Locator {
  return locator.filter({ visible: true })
}
