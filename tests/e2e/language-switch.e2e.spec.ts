import { type Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import en from '@/i18n/messages/en.json' with { type: 'json' }
import fr from '@/i18n/messages/fr.json' with { type: 'json' }
import type { Locale } from '@/i18n/locales'
import { expect, test } from './support/fixtures'

// The language switch is a pair of links to the same page in each language, written by the
// server: it works without JavaScript, keeps a search's query and, on a phone, sits in the
// page's flow (and in the menu) instead of floating over the text.

const names = { fr: /Français/, en: /English/ } as const
const switchOf = (page: Page) => page.getByTestId('language-switch')
const linkTo = (page: Page, locale: Locale) =>
  switchOf(page).getByRole('link', { name: names[locale] })

const articles = {
  fr: '/fr/blog/ai/ia-pme-7-cas-usage-concrets',
  en: '/en/blog/ai/ai-small-business-7-practical-use-cases',
  frenchOnly: '/fr/blog/strategy/rgpd-formulaires-site-pme',
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'language-switch-e2e'),
    SHOWN_THIS_VISIT_KEY,
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const journeys: [from: string, to: Locale, arrival: string][] = [
    ['/fr/services/pwa-progressive-web-apps', 'en', '/en/services/pwa-progressive-web-apps'],
    ['/en/services/pwa-progressive-web-apps', 'fr', '/fr/services/pwa-progressive-web-apps'],
    ['/fr/a-propos', 'en', '/en/about'],
    ['/en/privacy-policy', 'fr', '/fr/politique-confidentialite'],
    [articles.fr, 'en', articles.en],
    [articles.en, 'fr', articles.fr],
    [articles.frenchOnly, 'en', '/en/blog'],
    ['/fr', 'en', '/en'],
    ['/en', 'fr', '/fr'],
    ['/fr/recherche?q=devis', 'en', '/en/search?q=devis'],
    ['/en/portfolio?category=ai', 'fr', '/fr/realisations?category=ai'],
  ]
  // The journeys share one page: without JavaScript nothing is stored on the way (the server
  // writes no language cookie), so each starts as a first visit would.
  test('the switch marks the current language and leads each page to its own in the other language (the blog when an article has no translation)', async ({
    page,
  }) => {
    test.setTimeout(journeys.length * 60_000)
    for (const [from, to, arrival] of journeys) {
      await test.step(`${from} leads to ${arrival}`, async () => {
        await page.goto(from)
        const current = to === 'fr' ? 'en' : 'fr'
        await expect.soft(linkTo(page, current), from).toHaveAttribute('aria-current', 'page')
        await expect.soft(linkTo(page, current), from).toHaveAttribute('hreflang', current)
        const link = linkTo(page, to)
        await expect.soft(link, from).not.toHaveAttribute('aria-current', /.*/)
        await expect.soft(link, from).toHaveAttribute('hreflang', to)
        // The language's own name is marked with its language, for screen readers' voices.
        await expect.soft(link.locator(`[lang="${to}"]`), from).toHaveText(names[to])
        await link.click()
        await expect.soft(page, from).toHaveURL(arrival)
        await expect.soft(page.locator('html'), from).toHaveAttribute('lang', to)
        await expect.soft(page.getByRole('heading', { level: 1 }), from).toBeVisible()
      })
    }
  })

  test('on a phone the switch is in the page, at its end, with names in its language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fr/contact')
    await expect(switchOf(page)).toHaveAttribute('aria-label', fr.language.label)
    await expect(linkTo(page, 'en')).toHaveAccessibleName(
      fr.language.switchTo.replace('{language}', 'English'),
    )
    await linkTo(page, 'en').click()
    await expect(page).toHaveURL('/en/contact')
    await expect(switchOf(page)).toHaveAttribute('aria-label', en.language.label)
    await expect(linkTo(page, 'fr')).toHaveAccessibleName(
      en.language.switchTo.replace('{language}', 'Français'),
    )
    // After the page's content, before the footer: it pushes nothing and hides nothing.
    const main = await page.locator('main').boundingBox()
    const box = await switchOf(page).boundingBox()
    expect(box!.y).toBeGreaterThan(main!.y + main!.height / 2)
    expect(box!.y + box!.height).toBeLessThanOrEqual(main!.y + main!.height + 1)
  })
})

test.describe('with JavaScript', () => {
  test('a search keeps its query in the other language, and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/en/search?q=devis')
    await linkTo(page, 'fr').click()
    await expect(page).toHaveURL('/fr/recherche?q=devis')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('fr')
  })

  test('the current language stays where it is', async ({ page }) => {
    await page.goto('/fr/a-propos')
    await linkTo(page, 'fr').click()
    await expect(page).toHaveURL('/fr/a-propos')
    await expect(linkTo(page, 'fr')).toHaveAttribute('aria-current', 'page')
  })

  test('on a phone the menu offers the other language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fr/a-propos')
    await page.getByTestId('mobile-menu-toggle').click()
    const menu = page.locator('#mobile-menu')
    await expect(menu.getByRole('link', { name: names.fr })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('link', { name: names.en }).click()
    await expect(page).toHaveURL('/en/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    // The menu follows the page it is opened on.
    await page.getByTestId('mobile-menu-toggle').click()
    await expect(menu.getByRole('link', { name: names.fr })).toHaveAttribute('href', '/fr/a-propos')
  })
})

/** Text the switch's box covers, at each scroll position from the top to the end of the page. */
async function textUnderSwitch(page: Page): Promise<string[]> {
  const covered = new Set<string>()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = await page.evaluate(() => Math.floor(window.innerHeight / 2))
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    const found = await page.evaluate(() => {
      const switches = [...document.querySelectorAll('[data-testid="language-switch"]')]
      const boxes = switches
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
      const hits: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      // Text in a fixed or sticky bar (the header, a reading progress) passes over the page,
      // the switch included: it is not text the switch covers.
      const floats = (element: Element | null): boolean =>
        !!element &&
        (['fixed', 'sticky'].includes(getComputedStyle(element).position) ||
          floats(element.parentElement))
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim()
        if (!text || switches.some((element) => element.contains(node))) continue
        if (floats(node.parentElement)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (rect.width <= 1 || rect.height <= 1) continue
          const over = boxes.some(
            (box) =>
              rect.left < box.right - 1 &&
              rect.right > box.left + 1 &&
              rect.top < box.bottom - 1 &&
              rect.bottom > box.top + 1,
          )
          if (over) hits.push(text.slice(0, 40))
        }
      }
      return hits
    })
    found.forEach((text) => covered.add(text))
  }
  return [...covered]
}

test('at 390 px the switch covers no text, in either language', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [
    '/fr',
    '/en/services/integration-intelligence-artificielle',
    articles.fr,
    '/en/contact',
  ]) {
    await page.goto(path)
    await expect(switchOf(page)).toBeVisible()
    expect(await textUnderSwitch(page), path).toEqual([])
  }
})
