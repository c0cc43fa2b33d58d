import { expect, type Locator } from '@playwright/test'

/**
 * What the owner sees of an admin screen. The screen streams in, and a list rewrites its address
 * as soon as it runs (adding its default sort and page size): when that redraw wins the race
 * against the end of the stream, the streamed copy of the screen stays in the document, hidden,
 * beside the one shown. Locators by role skip it; text and CSS locators find both.
 */
export function shown(locator: Locator): Locator {
  return locator.filter({ visible: true })
}

/**
 * Picks `option` in one of Payload's select boxes (react-select). A press that lands before the
 * box has hydrated only focuses it, without opening its menu: the press is repeated until the
 * option is listed, as an owner presses again when nothing opens.
 */
export async function chooseOption(select: Locator, option: string): Promise<void> {
  const page = select.page()
  const choice = page.getByRole('option', { name: option, exact: true })
  await expect(async () => {
    if (!(await choice.isVisible())) await select.click()
    await expect(choice).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await choice.click()
}
