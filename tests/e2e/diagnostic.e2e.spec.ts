import { expect, type Page, test } from '@playwright/test'

import { computeDiagnostic, type DiagnosticInput } from '@/features/diagnostic/compute'
import { estimateProject } from '@/features/estimator/estimate'
import { formatEuros } from '@/features/pricing/format-price'

import { outboxFor, uniqueEmail } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { installPageClock, takeFillTime, waitForServerFillTime } from './support/fill-time'
import { defaultPriceList } from '@/features/pricing/price-list'

const wizard = (page: Page) => page.locator('#diagnostic-wizard')
const results = (page: Page) => page.locator('#diagnostic-results')
// The spam guard refuses forms sent within 3 s of being shown, as a robot would. With JavaScript
// the pause is taken on the page's clock (support/fill-time.ts); without, the server times it.
const humanPause = (page: Page) => takeFillTime(page)

/** The calculator is live once its no-JavaScript "update" button is gone. */
async function liveCalculator(page: Page, update: string) {
  const calculator = page.locator('#estimate')
  await expect(calculator.getByRole('button', { name: update })).toHaveCount(0)
  return calculator
}

type Recorded = { statusMessages: string[] }

/** Notes every text the calculating panel's status shows, in order, however briefly. */
async function recordStatusMessages(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { statusMessages: seen })
    new MutationObserver(() => {
      const text = document.querySelector('main [role="status"]')?.textContent ?? ''
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

const hours = (value: number, locale: 'fr' | 'en') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 }).format(
    value,
  )

async function expectFigures(page: Page, input: DiagnosticInput, locale: 'fr' | 'en') {
  const result = computeDiagnostic(input, defaultPriceList)
  const figures = results(page).locator('dl')
  await expect(figures).toContainText(`${hours(result.hoursPerMonth, locale)} h`)
  await expect(figures).toContainText(formatEuros(result.monthlyCost, locale))
  await expect(figures).toContainText(formatEuros(result.yearlyCost, locale))
  await expect(figures).toContainText(formatEuros(result.yearlySavings, locale))
  await expect(figures).toContainText(hours(result.paybackMonths ?? 0, locale))
  return result
}

test.describe('business diagnostic', () => {
  test('walks the wizard in French, stores the results and e-mails them', async ({
    page,
    request,
  }) => {
    await installPageClock(page)
    await page.goto('/fr/diagnostic-business-complet')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnostic business complet')
    await expect(page.getByText('Étape 1 sur 3', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(wizard(page).getByRole('alert')).toHaveText(
      "Veuillez sélectionner votre chiffre d'affaires mensuel",
    )
    await wizard(page).getByRole('radio', { name: 'De 25 000 € à 50 000 €' }).check()
    await page.getByRole('button', { name: 'Suivant' }).click()
    const tasksHeading = page.getByRole('heading', {
      name: 'Les tâches qui vous prennent du temps',
    })
    await expect(tasksHeading).toBeFocused()
    await expect(page.getByText('Étape 2 sur 3', { exact: true })).toBeVisible()
    await expect(wizard(page).locator('[aria-live="polite"]')).toHaveText(
      'Étape 2 sur 3 : Les tâches qui vous prennent du temps',
    )
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(wizard(page).getByRole('alert')).toHaveText(
      'Veuillez sélectionner au moins une tâche',
    )
    await page.getByRole('checkbox', { name: /Gestion des e-mails/ }).check()
    await page.getByRole('checkbox', { name: /Saisie de données/ }).check()

    await page.getByRole('button', { name: 'Précédent' }).click()
    await expect(
      page.getByRole('heading', { name: "Votre chiffre d'affaires mensuel" }),
    ).toBeFocused()
    await expect(wizard(page).getByRole('radio', { name: 'De 25 000 € à 50 000 €' })).toBeChecked()
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByRole('checkbox', { name: /Saisie de données/ })).toBeChecked()
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByRole('heading', { name: 'Votre principal défi' })).toBeFocused()
    // Arriving on the last step is not an attempt to send: no error before the visitor acts.
    await expect(wizard(page).getByRole('alert')).toHaveCount(0)
    await expect(page.getByText('Veuillez sélectionner votre principal défi')).toHaveCount(0)
    await page.getByRole('radio', { name: /Gagner du temps/ }).check()
    await humanPause(page)
    await recordStatusMessages(page)
    await page.getByRole('button', { name: 'Calculer mon diagnostic' }).click()

    await expect(page.getByText('Analyse de vos réponses...')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Votre diagnostic', exact: true })).toBeFocused()
    // Each sub-message shows for a fraction of a second: the page itself notes them all.
    expect(await page.evaluate(() => (window as unknown as Recorded).statusMessages)).toEqual([
      'Analyse de vos réponses...',
      'Traitement des données...',
      'Optimisation des recommandations...',
      'Finalisation de votre diagnostic...',
    ])
    await expectFigures(
      page,
      { revenue: '25k_50k', tasks: ['emails', 'data_entry'], challenge: 'time' },
      'fr',
    )
    await expect(
      results(page).getByText("Intégration de l'intelligence artificielle"),
    ).toBeVisible()
    await expect(results(page).getByText('À partir de 2 000 €')).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Réserver ma consultation gratuite' }),
    ).toHaveAttribute('href', '/fr/consultation-expertise-gratuite')
    await expectNoAxeViolations(page)

    const email = uniqueEmail('diagnostic')
    await page.locator('#diagnostic-email').fill(email)
    await humanPause(page)
    await page.getByRole('button', { name: 'Recevoir mes résultats' }).click()
    await expect(page.locator('#diagnostic-consent-error')).toHaveText(
      'Veuillez accepter d’être recontacté pour recevoir vos résultats',
    )
    await page.locator('#diagnostic-consent').check()
    await page.getByRole('button', { name: 'Recevoir mes résultats' }).click()
    await expect(results(page).getByRole('status')).toBeVisible()
    const mails = await outboxFor(request, email)
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre diagnostic business'])
    expect(mails[0]?.text).toContain('Service recommandé')

    await page.getByRole('button', { name: 'Recommencer le diagnostic' }).click()
    await expect(
      page.getByRole('heading', { name: "Votre chiffre d'affaires mensuel" }),
    ).toBeFocused()
    await expect(wizard(page).getByRole('radio', { checked: true })).toHaveCount(0)
  })

  test('walks the wizard in English, without the animation for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await installPageClock(page)
    await page.goto('/en/complete-business-diagnostic')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete business diagnostic')
    await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible()
    await wizard(page).getByRole('radio', { name: 'Under €10,000' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('checkbox', { name: /Reporting/ }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible()
    await expect(wizard(page).getByRole('alert')).toHaveCount(0)
    await expect(page.getByText('Please select your main challenge')).toHaveCount(0)
    await humanPause(page)
    await page.getByRole('button', { name: 'Calculate my diagnostic' }).click()
    await expect(wizard(page).getByRole('alert')).toHaveText('Please select your main challenge')
    await page.getByRole('radio', { name: /Make my website pay/ }).check()
    await page.getByRole('button', { name: 'Calculate my diagnostic' }).click()
    await expect(page.getByRole('heading', { name: 'Your diagnostic', exact: true })).toBeVisible()
    await expectFigures(
      page,
      { revenue: 'under_10k', tasks: ['reporting'], challenge: 'website' },
      'en',
    )
    await expect(results(page).getByText('Web application technical audit')).toBeVisible()
    await expect(results(page).getByText('€589', { exact: true })).toBeVisible()
  })
})

test.describe('estimate calculator', () => {
  test('shows a range for the chosen options and carries them to the contact form', async ({
    page,
  }) => {
    await installPageClock(page)
    await page.goto('/fr/diagnostic-business-complet')
    const calculator = await liveCalculator(page, "Mettre à jour l'estimation")
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

  test('e-mails an estimate in English', async ({ page, request }) => {
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
    await expect(calculator.getByRole('radio', { name: 'Urgent (under 2 weeks)' })).toBeChecked()
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

test.describe('business diagnostic without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('answers all three questions in one form, shows the results and e-mails them', async ({
    page,
    request,
  }) => {
    await page.goto('/fr/diagnostic-business-complet')
    const formShownAt = Date.now()
    await page.getByRole('button', { name: 'Calculer mon diagnostic' }).click()
    await expect(page.locator('#diagnostic-revenue-error')).toHaveText(
      "Veuillez sélectionner votre chiffre d'affaires mensuel",
    )
    await expect(page.locator('#diagnostic-tasks-error')).toHaveText(
      'Veuillez sélectionner au moins une tâche',
    )
    await wizard(page).getByRole('radio', { name: 'Plus de 100 000 €' }).check()
    await page.getByRole('checkbox', { name: /Planification/ }).check()
    await page.getByRole('radio', { name: /Fidéliser mes clients/ }).check()
    // Without JavaScript the server times the fill from the page's render, kept by the refused post.
    await waitForServerFillTime(page, formShownAt)
    await page.getByRole('button', { name: 'Calculer mon diagnostic' }).click()
    await expect(page.getByRole('heading', { name: 'Votre diagnostic', exact: true })).toBeVisible()
    const resultsShownAt = Date.now()
    await expectFigures(
      page,
      { revenue: 'over_100k', tasks: ['scheduling'], challenge: 'clients' },
      'fr',
    )
    await expect(results(page).getByText('Progressive Web App (PWA)')).toBeVisible()

    const email = uniqueEmail('diagnostic-nojs')
    await page.locator('#diagnostic-email').fill(email)
    await page.locator('#diagnostic-consent').check()
    await waitForServerFillTime(page, resultsShownAt)
    await page.getByRole('button', { name: 'Recevoir mes résultats' }).click()
    await expect(results(page).getByRole('status')).toHaveText(/Vos résultats sont envoyés/)
    await expect(results(page).getByText('Progressive Web App (PWA)')).toBeVisible()
    const mails = await outboxFor(request, email)
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre diagnostic business'])
  })

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

test.describe('business diagnostic on a slow connection', () => {
  for (const [path, choice, next, step2] of [
    ['/fr/diagnostic-business-complet', 'De 25 000 € à 50 000 €', 'Suivant', 'Étape 2 sur 3'],
    ['/en/complete-business-diagnostic', 'Under €10,000', 'Next', 'Step 2 of 3'],
  ] as const) {
    test(`keeps a choice made before the page's script ran (${path.slice(1, 3)})`, async ({
      page,
    }) => {
      // The scripts (not the stylesheet, which the page's inline scripts wait for) arrive only
      // once the visitor has chosen, as on a slow phone network.
      let release = () => {}
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
      const script = (url: URL) =>
        url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js')
      await page.route(script, async (route) => {
        await scriptsHeld
        await route.continue()
      })
      // The page's deferred scripts hold its DOMContentLoaded back: the form is there before.
      await page.goto(path, { waitUntil: 'commit' })
      await wizard(page).getByRole('radio', { name: choice }).check()
      release()
      await page.locator('next-route-announcer').waitFor({ state: 'attached' })
      await expect(wizard(page).getByRole('radio', { name: choice })).toBeChecked()
      await page.getByRole('button', { name: next }).click()
      await expect(page.getByText(step2, { exact: true })).toBeVisible()
      await expect(wizard(page).getByRole('alert')).toHaveCount(0)
    })
  }
})
