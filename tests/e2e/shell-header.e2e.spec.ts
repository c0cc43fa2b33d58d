import { type Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * The header's bar as drawn: the text lines of the logo and of the primary button, the rows of
 * its links, whether the menu button shows and every link is in the bar or behind that button,
 * and whether the bar is wider than its room.
 */
function headerBar(page: Page) {
  return page.evaluate(() => {
    const lines = (element: Element) => {
      const tops = new Set<number>()
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects())
          if (rect.width > 0) tops.add(Math.round(rect.top))
      }
      return tops.size
    }
    const logo = document.querySelector('[data-testid="header-logo"]')!
    const bar = logo.parentElement!
    const links = [...bar.querySelectorAll(':scope > nav li')]
    const shown = links.filter((link) => link.checkVisibility())
    const menuButton = bar.querySelector('[data-testid="mobile-menu-toggle"]')!.checkVisibility()
    return {
      logo: lines(logo),
      cta: lines(bar.querySelector('[data-testid="header-cta"]')!),
      linkRows: new Set(shown.map((link) => Math.round(link.getBoundingClientRect().top))).size,
      menuButton,
      everyLinkReachable: menuButton || shown.length === links.length,
      overflows: bar.scrollWidth > bar.clientWidth,
    }
  })
}

/** At each width, the bar `headerBar` should find: one line each, no overflow. */
async function expectBarAtWidths(page: Page, rows: Record<number, [number, boolean]>) {
  for (const [width, [linkRows, menuButton]] of Object.entries(rows)) {
    await page.setViewportSize({ width: Number(width), height: 800 })
    expect.soft(await headerBar(page), `${page.url()} at ${width} px`).toEqual({
      logo: 1,
      cta: 1,
      linkRows,
      menuButton,
      everyLinkReachable: true,
      overflows: false,
    })
  }
}

test.describe('header', () => {
  test('shows the progress ring after 50 px and follows the active section', async ({ page }) => {
    await page.goto('/fr')
    await expect(page.getByTestId('scroll-ring')).toBeHidden()
    await page.mouse.wheel(0, 400)
    await expect(page.getByTestId('scroll-ring')).toBeVisible()

    const cta = page.getByTestId('header-cta')
    await expect(cta).toHaveAttribute('href', '/fr/contact')
    await page.locator('#diagnostic').scrollIntoViewIfNeeded()
    await expect(cta).toHaveAttribute('href', '/fr/diagnostic-business-complet')
    await expect(cta).toHaveText('Faire mon diagnostic gratuit')
    await expect(page.getByRole('link', { name: 'Diagnostic', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    )

    // With the ring and the widest French button, the bar at its fullest: from a tablet on, the
    // sections, then the main pages join it; the menu holds the rest, even at 768 px.
    await expectBarAtWidths(page, { 768: [0, true], 1024: [1, true], 1280: [1, false] })
    await page.setViewportSize({ width: 768, height: 800 })
    const toggle = page.getByTestId('mobile-menu-toggle')
    await toggle.click()
    await expect(
      page.locator('#mobile-menu').getByRole('link', { name: 'Réalisations' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('links to the main pages from every page, the home page keeping its sections', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/fr/a-propos')
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(nav.getByRole('link')).toHaveText(['Services', 'Réalisations', 'Blog', 'Contact'])
    await nav.getByRole('link', { name: 'Réalisations' }).click()
    await expect(page).toHaveURL('/fr/realisations')
    await expect(nav.getByRole('link', { name: 'Réalisations' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.goto('/en/blog/ai/ai-small-business-7-practical-use-cases')
    const en = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(en.getByRole('link')).toHaveText(['Services', 'Portfolio', 'Blog', 'Contact'])
    await expect(en.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      '/en/portfolio',
    )
    await expect(en.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    // The widest English button, and the ring: the main pages stay on one row from 1024 px.
    await page.mouse.wheel(0, 400)
    await expect(page.getByTestId('scroll-ring')).toBeVisible()
    await expectBarAtWidths(page, { 768: [0, true], 1024: [1, false], 1280: [1, false] })
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.goto('/fr')
    await expect(nav.getByRole('link')).toHaveText([
      'Problèmes',
      'Solutions',
      'Témoignages',
      'Diagnostic',
      'Services',
      'Réalisations',
      'Blog',
      'Contact',
    ])
    await expect(nav.getByRole('link', { name: 'Problèmes' })).toHaveAttribute(
      'href',
      '/fr#problems',
    )

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/about')
    await page.getByTestId('mobile-menu-toggle').click()
    // The page's language switch joins the menu on a phone.
    await expect(page.locator('#mobile-menu').getByRole('link')).toHaveText([
      'Services',
      'Portfolio',
      'Blog',
      'Contact',
      /Switch to Français/,
      /Switch to English/,
      'Book Appointment',
    ])
  })

  test('opens the mobile menu with its booking button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/legal-notices')
    const toggle = page.getByTestId('mobile-menu-toggle')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/en/booking',
    )
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes the mobile menu when the window is resized across the header’s breakpoint', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fr')
    const toggle = page.getByTestId('mobile-menu-toggle')
    const menu = page.locator('#mobile-menu')
    for (const width of [800, 1280]) {
      await test.step(`390 → ${width} px`, async () => {
        await toggle.click()
        await expect(menu).toBeVisible()
        await page.setViewportSize({ width, height: 844 })
        // At 800 px the home page's bar still hands its links to the menu: the button stays.
        await expect(menu).toBeHidden()
        await page.setViewportSize({ width: 390, height: 844 })
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(menu).toBeHidden()
      })
    }
  })
})
