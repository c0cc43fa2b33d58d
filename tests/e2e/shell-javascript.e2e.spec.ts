import { expect, type Page, test } from '@playwright/test'

/**
 * The shell's JavaScript budget (issue 9): sonner loads on the first toast only, and no page
 * ships next-intl's ICU parser (intl-messageformat) through the shell or a prefetched form.
 * Each check reads the scripts the page loaded until the network was idle.
 */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(response.text().catch(() => ''))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return Promise.all(bodies)
}

// Strings only these libraries contain: sonner's styles and the ICU parser's error message.
const SONNER = '[data-sonner-toaster]'
const ICU_PARSER = 'Invalid number skeleton'

test('the toaster is loaded by the first toast, which still shows', async ({ page }) => {
  const scripts = await loadedScripts(page, '/en')
  expect(scripts.some((body) => body.includes(SONNER))).toBe(false)
  // The empty region sonner renders is there from the start, for assistive technology.
  await expect(page.getByRole('region', { name: 'Notifications alt+T' })).toBeAttached()

  await page.locator('body').click({ position: { x: 5, y: 400 } })
  const konami = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight']
  for (const key of [...konami, 'ArrowLeft', 'ArrowRight', 'b', 'a']) await page.keyboard.press(key)
  await expect(page.getByText('Expert Mode', { exact: true })).toBeVisible()
  // Shown by sonner's toaster, now on the page (its list is a zero-size positioning box).
  await expect(page.locator('[data-sonner-toaster] [data-sonner-toast]')).toBeVisible()
})

for (const path of ['/fr', '/en/services', '/fr/realisations', '/fr/contact']) {
  test(`${path} loads no ICU message parser`, async ({ page }) => {
    const scripts = await loadedScripts(page, path)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.some((body) => body.includes(ICU_PARSER))).toBe(false)
  })
}
