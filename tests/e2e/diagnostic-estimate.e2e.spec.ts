import { type Page } from '@playwright/test'

import { estimateProject } from '@/features/estimator/estimate'
import { formatEuros } from '@/features/pricing/format-price'
import { defaultPriceList } from '@/features/pricing/price-list'

import { outboxFor, uniqueEmail } from './support/admin-api'
import { installPageClock, takeFillTime } from './support/fill-time'
import { expect, inOwnPage, test } from './support/fixtures'

// The estimate calculator of the business diagnostic's page (diagnostic.e2e.spec.ts).

// The spam guard refuses forms sent within 3 s of being shown, as a robot would. With JavaScript
// the pause is taken on the page's clock (support/fill-time.ts).
const humanPause = (page: Page) => takeFillTime(page)

/** The calculator is live once its no-JavaScript "update" button is gone. */
async function liveCalculator(page: Page, update: string) {
  const calculator = page.locator('#estimate')
  await expect(calculator.getByRole('button', { name: update })).toHaveCount(0)
  return calculator
}

test.describe('estimate calculator', () => {
  test('shows a range for the chosen options and carries them to the contact form (French); e-mails an estimate (English)', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(2 * 60_000)
    // A context per language, as each had a test of its own: each installs the page's clock
    // before its page loads.
    await test.step('French', async () => {
      await inOwnPage(browser, { baseURL }, async (page) => {
        await installPageClock(page)
        await page.goto('/fr/diagnostic-business-complet')
        const calculator = await liveCalculator(page, 'Mettre à jour l’estimation')
        await calculator.getByLabel('Type de projet').selectOption('automation')
        await calculator.getByRole('radio', { name: 'Moins de 5 000 €' }).check()
        await calculator.getByRole('radio', { name: 'Planifié (3 à 6 mois)' }).check()
        const estimate = estimateProject('automation', 'small', 'planned', defaultPriceList)
        await expect(calculator.getByTestId('estimate-price')).toHaveText(
          `${formatEuros(estimate.minPrice, 'fr')} à ${formatEuros(estimate.maxPrice, 'fr')}`,
        )
        await expect(
          calculator.getByText(`${estimate.minWeeks} à ${estimate.maxWeeks} semaines`),
        ).toBeVisible()
        await expect(calculator.getByText('Parfait pour démarrer')).toBeVisible()
        await expect(calculator.getByText('Très bonne anticipation')).toBeVisible()
        await calculator.getByLabel('Votre e-mail').fill('adresse-invalide')
        await humanPause(page)
        await calculator.getByRole('button', { name: 'Recevoir mon estimation' }).click()
        await expect(calculator.getByRole('alert').first()).toBeVisible()
        await expect(calculator.getByLabel('Type de projet')).toHaveValue('automation')
        await expect(calculator.getByRole('radio', { name: 'Moins de 5 000 €' })).toBeChecked()
        await expect(calculator.getByTestId('estimate-price')).toHaveText(
          `${formatEuros(estimate.minPrice, 'fr')} à ${formatEuros(estimate.maxPrice, 'fr')}`,
        )
        await calculator.getByRole('link', { name: 'Parler de ce projet' }).click()
        await expect(page).toHaveURL(/\/fr\/contact\?projectType=automation&budget=small$/)
        await expect(page.locator('#contact-projectType')).toHaveValue('automation')
        await expect(page.locator('#contact-budget')).toHaveValue('small')
        // Same on a full page load of a shared link, the page staying static.
        await page.goto('/en/contact?projectType=webapp&budget=large')
        await expect(page.locator('#contact-projectType')).toHaveValue('webapp')
        await expect(page.locator('#contact-budget')).toHaveValue('large')
      })
    })

    await test.step('English', async () => {
      await inOwnPage(browser, { baseURL }, async (page) => {
        await installPageClock(page)
        await page.goto('/en/complete-business-diagnostic')
        const calculator = await liveCalculator(page, 'Update the estimate')
        await calculator.getByLabel('Project type').selectOption('audit')
        await calculator.getByRole('radio', { name: 'Urgent (under 2 weeks)' }).check()
        await expect(calculator.getByTestId('estimate-price')).toHaveText('€750')
        await expect(calculator.getByText('Noted: we can start very quickly')).toBeVisible()
        // A refused address keeps every choice, and so the price.
        await calculator.getByLabel('Your e-mail').fill('not-an-address')
        await humanPause(page)
        await calculator.getByRole('button', { name: 'Receive my estimate' }).click()
        await expect(calculator.getByRole('alert').first()).toBeVisible()
        await expect(calculator.getByLabel('Project type')).toHaveValue('audit')
        await expect(
          calculator.getByRole('radio', { name: 'Urgent (under 2 weeks)' }),
        ).toBeChecked()
        await expect(calculator.getByTestId('estimate-price')).toHaveText('€750')
        const email = uniqueEmail('estimate')
        await calculator.getByLabel('Your e-mail').fill(email)
        await calculator.getByRole('checkbox', { name: /I agree to be contacted/ }).check()
        await humanPause(page)
        await calculator.getByRole('button', { name: 'Receive my estimate' }).click()
        await expect(calculator.getByRole('status')).toHaveText(/Your estimate is on its way/)
        const mails = await outboxFor(request, email)
        expect(mails.map((mail) => mail.subject)).toEqual(['Your project estimate'])
        expect(mails[0]?.text).toContain('€750')
      })
    })
  })
})

test.describe('estimate calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('updates the estimate with a plain form post', async ({ page }) => {
    await page.goto('/en/complete-business-diagnostic')
    const calculator = page.locator('#estimate')
    await calculator.getByLabel('Project type').selectOption('formation')
    await calculator.getByRole('radio', { name: 'Over €50,000' }).check()
    await calculator.getByRole('button', { name: 'Update the estimate' }).click()
    const estimate = estimateProject('formation', 'enterprise', 'normal', defaultPriceList)
    await expect(page.locator('#estimate').getByTestId('estimate-price')).toHaveText(
      `${formatEuros(estimate.minPrice, 'en')} to ${formatEuros(estimate.maxPrice, 'en')}`,
    )
    await expect(
      page.locator('#estimate').getByText('Superb: a tailor-made solution'),
    ).toBeVisible()
  })
})
