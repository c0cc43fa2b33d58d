import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * The home reads in eight phone screens and five desktop ones: a visitor reaches the diagnostic,
 * the FAQ and the contact without scrolling through a brochure. Measured on the whole document,
 * header and footer included, with the seeded content, in the light theme.
 */
const MAX_HEIGHT = { 390: 7000, 1440: 4500 } as const
const SCREEN_HEIGHT = { 390: 844, 768: 1024, 1024: 768, 1440: 900 } as const

test.use({ colorScheme: 'light' })

/** Opens the page at a screen's size, measured once its typefaces are in (they set the lines). */
async function open(page: Page, path: string, width: keyof typeof SCREEN_HEIGHT) {
  await page.setViewportSize({ width, height: SCREEN_HEIGHT[width] })
  await page.goto(path)
  await page.evaluate(async () => {
    await document.fonts.ready
  })
}

test('the home fits in eight phone screens and five desktop ones, in both languages', async ({
  page,
}) => {
  for (const path of ['/fr', '/en']) {
    for (const width of [390, 1440] as const) {
      await open(page, path, width)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect.soft(height, `${path} at ${width} px`).toBeLessThanOrEqual(MAX_HEIGHT[width])
    }
  }
})

/**
 * A list laid out in several columns whose last row is not full leaves a lone card at the end
 * ("7 items in 3 columns"). The last row is what stands level with the lowest-starting item,
 * items that span several rows included; its items and the gaps between them must fill the
 * list's width. (Lists only: a grid placing one card's parts has cells left empty on purpose.)
 */
function lastRowGaps(): string[] {
  const faults: string[] = []
  for (const grid of document.querySelectorAll<HTMLElement>('main :is(ul, ol, dl)')) {
    const style = getComputedStyle(grid)
    if (style.display !== 'grid') continue
    const columns = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px'))
    const items = [...grid.children].filter((child) => child.getBoundingClientRect().width > 0)
    if (columns.length < 2 || items.length < 2) continue
    const rects = items.map((item) => item.getBoundingClientRect())
    const lastTop = Math.max(...rects.map((rect) => rect.top))
    const lastRow = rects.filter((rect) => rect.top <= lastTop + 1 && rect.bottom > lastTop + 1)
    const gap = parseFloat(style.columnGap) || 0
    const filled = lastRow.reduce((sum, rect) => sum + rect.width, 0) + gap * (lastRow.length - 1)
    const width = grid.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    if (filled < width - 4) {
      const name = grid.closest('[id]')?.id ?? grid.tagName.toLowerCase()
      faults.push(`#${name}: ${lastRow.length} item(s) fill ${Math.round(filled)} of ${width} px`)
    }
  }
  return faults
}

test('no grid of the home ends on a half-empty row, from phones to wide screens', async ({
  page,
}) => {
  for (const path of ['/fr', '/en']) {
    for (const width of [390, 768, 1024, 1440] as const) {
      await open(page, path, width)
      expect.soft(await page.evaluate(lastRowGaps), `${path} at ${width} px`).toEqual([])
    }
  }
})
