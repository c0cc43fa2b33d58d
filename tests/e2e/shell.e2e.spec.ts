import { expect, test } from './support/fixtures'

test.describe('accessibility widget', () => {
  test('cycles the font size, toggles contrast and theme, and restores them at the next visit', async ({
    page,
  }) => {
    // The shell is the same on every page: its checks load the lighter ones, not the home.
    await page.goto('/fr/conditions-generales')
    const html = page.locator('html')
    await page.getByTestId('a11y-widget-toggle').click()

    const fontSize = page.getByTestId('a11y-font-size')
    await expect(fontSize).toContainText('M')
    await fontSize.click()
    await expect(html).toHaveAttribute('data-font-size', 'large')
    await expect(fontSize).toContainText('L')
    await fontSize.click()
    await expect(html).toHaveAttribute('data-font-size', 'extra-large')
    await expect(fontSize).toContainText('XL')
    await fontSize.click()
    await expect(html).not.toHaveAttribute('data-font-size', /large/)
    await fontSize.click()

    const contrast = page.getByTestId('a11y-contrast')
    await expect(contrast).toContainText('OFF')
    await contrast.click()
    await expect(html).toHaveClass(/high-contrast/)
    await expect(contrast).toContainText('ON')

    await page.getByTestId('a11y-theme').click()
    await expect(html).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    // Applied before first paint on the next page load: no flash of the light theme.
    await page.goto('/en/terms-of-service')
    const state = await page.evaluate(() => ({
      classes: document.documentElement.className,
      size: document.documentElement.getAttribute('data-font-size'),
    }))
    expect(state.classes).toMatch(/\bdark\b/)
    expect(state.classes).toMatch(/high-contrast/)
    expect(state.size).toBe('large')
  })

  test('follows a theme change made in another tab', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto('/fr/politique-confidentialite')
    await second.goto('/fr/politique-confidentialite')
    await first.getByTestId('a11y-widget-toggle').click()
    await first.getByTestId('a11y-theme').click()
    await expect(first.locator('html')).toHaveClass(/\bdark\b/)
    await expect(second.locator('html')).toHaveClass(/\bdark\b/)
  })
})

test.describe('floating contact button', () => {
  test('opens three ways to get in touch and closes on Escape or an outside click', async ({
    page,
  }) => {
    await page.goto('/fr/conditions-generales-vente')
    const toggle = page.getByTestId('contact-menu-toggle')
    const menu = page.getByTestId('contact-menu')
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(menu.locator('a[href="/fr/reservation"]')).toHaveCount(1)
    await expect(menu.locator('a[href="/fr/contact"]')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(640, 300)
    await expect(menu).toBeHidden()
    // Closed by the click itself, not by leaving the page through a link under it.
    await expect(page).toHaveURL(/\/fr\/conditions-generales-vente$/)
  })
})

test.describe('language switch', () => {
  test('goes to the same page in the other language and remembers the choice', async ({ page }) => {
    await page.goto('/fr')
    await page
      .getByTestId('language-switch')
      .getByRole('link', { name: /English/ })
      .click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en')

    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
  })
})

test.describe('footer', () => {
  test('masks the phone number until asked, then shows it for ten seconds', async ({ page }) => {
    await page.clock.install()
    await page.goto('/fr/a-propos')
    const phone = page.getByTestId('phone-reveal')
    await expect(phone).toContainText('••')
    await phone.click()
    await expect(phone).toContainText('+33 6 39 98 12 34')
    await page.clock.runFor(10_500)
    await expect(phone).toContainText('••')
  })
})

test.describe('easter eggs', () => {
  test('the Konami code shows the Expert Mode toast, five clicks on the primary button a celebration, two clicks on the logo the debug overlay for three seconds', async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000)
    // One page, a fresh document for each egg; the logo's comes last, as it installs the clock.
    await test.step('Konami code', async () => {
      await page.goto('/en/privacy-policy')
      await page.locator('body').click({ position: { x: 5, y: 400 } })
      for (const key of [
        'ArrowUp',
        'ArrowUp',
        'ArrowDown',
        'ArrowDown',
        'ArrowLeft',
        'ArrowRight',
        'ArrowLeft',
        'ArrowRight',
        'b',
        'a',
      ]) {
        await page.keyboard.press(key)
      }
      await expect.soft(page.getByText('Expert Mode', { exact: true })).toBeVisible()
    })

    await test.step('five clicks on the primary button', async () => {
      await page.goto('/fr/politique-confidentialite')
      const cta = page.getByTestId('header-cta')
      // The clicks must stay on the page: cancelled before the link sees them (it then does not
      // navigate), instead of Ctrl+clicks whose new tabs slowed five clicks past three seconds.
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (event) => {
            if ((event.target as Element).closest('[data-testid="header-cta"]'))
              event.preventDefault()
          },
          true,
        ),
      )
      for (let click = 0; click < 5; click += 1) await cta.click()
      await expect.soft(page).toHaveURL(/\/fr\/politique-confidentialite$/)
      await expect.soft(page.getByTestId('celebration')).toBeVisible()
    })

    await test.step('two clicks on the logo', async () => {
      await page.goto('/fr')
      await page.clock.install()
      await page.getByTestId('header-logo').dblclick()
      await expect(page.getByTestId('debug-overlay')).toBeVisible()
      await page.clock.runFor(3_500)
      await expect(page.getByTestId('debug-overlay')).toBeHidden()
    })
  })
})

test.describe('skip link', () => {
  test('is the first stop of the keyboard and jumps to the content', async ({ page }) => {
    await page.goto('/fr/mentions-legales')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })
})
