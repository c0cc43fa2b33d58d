import { expect, test } from './support/fixtures'
import { obscuredByFloatingButtons } from './support/floating-overlap'

// Without JavaScript the shell's popovers are plain `<details>`: each opens on its own content.
// On a phone the floating buttons, which cannot step aside then, follow the footer instead.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu, the contact button and the accessibility button still open, one at a time, and cover no field', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fr/contact')
    expect(await obscuredByFloatingButtons(page)).toEqual([])
    const menuToggle = page.getByTestId('mobile-menu-toggle')
    const menu = page.locator('#mobile-menu')
    await menuToggle.click()
    await expect(menu.getByRole('link')).toHaveText([
      'Services',
      'Réalisations',
      'Blog',
      'Contact',
      'Prendre rendez-vous',
    ])
    await menuToggle.click()
    await expect(menu).toBeHidden()

    await page.getByTestId('contact-menu-toggle').click()
    const contact = page.getByTestId('contact-menu')
    await expect(contact.getByRole('link')).toHaveText([
      'Appeler',
      'Prendre rendez-vous',
      'Nous écrire',
    ])
    await expect(contact.getByRole('link', { name: 'Nous écrire' })).toHaveAttribute(
      'href',
      '/fr/contact',
    )
    // Its controls need JavaScript: the panel says so, and what still works.
    await page.getByTestId('a11y-widget-toggle').click()
    await expect(page.getByText('Ces réglages ont besoin de JavaScript')).toBeVisible()
    await expect(contact).toBeHidden()

    await page.goto('/en/services')
    await page.getByTestId('a11y-widget-toggle').click()
    await expect(page.getByText('These settings need JavaScript')).toBeVisible()
  })
})
