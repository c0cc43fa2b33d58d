import { type Page } from '@playwright/test'

import { computeDiagnostic, type DiagnosticInput } from '@/features/diagnostic/compute'
import { formatEuros } from '@/features/pricing/format-price'
import { defaultPriceList } from '@/features/pricing/price-list'

import { outboxFor, uniqueEmail } from './support/admin-api'
import { expectNoAxeViolations } from './support/axe'
import { installPageClock, takeFillTime, waitForServerFillTime } from './support/fill-time'
import { expect, inOwnPage, test } from './support/fixtures'

// The business diagnostic's wizard; its page's estimate calculator: diagnostic-estimate.e2e.spec.ts

const wizard = (page: Page) => page.locator('#diagnostic-wizard')
const results = (page: Page) => page.locator('#diagnostic-results')
// The spam guard refuses forms sent within 3 s of being shown, as a robot would. With JavaScript
// the pause is taken on the page's clock (support/fill-time.ts); without, the server times it.
const humanPause = (page: Page) => takeFillTime(page)

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
  test('walks the wizard in French, stores the results and e-mails them; walks it in English, without the animation for reduced motion', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(2 * 60_000)
    // A context per language, as each had a test of its own: each installs the page's clock
    // before its page loads, and the English page alone emulates reduced motion.
    await test.step('French', async () => {
      await inOwnPage(browser, { baseURL }, async (page) => {
        await installPageClock(page)
        await page.goto('/fr/diagnostic-business-complet')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Diagnostic business complet',
        )
        await expect(page.getByText('Étape 1 sur 3', { exact: true })).toBeVisible()
        await expectNoAxeViolations(page)

        await page.getByRole('button', { name: 'Suivant' }).click()
        await expect(wizard(page).getByRole('alert')).toHaveText(
          'Veuillez sélectionner votre chiffre d’affaires mensuel',
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
          page.getByRole('heading', { name: 'Votre chiffre d’affaires mensuel' }),
        ).toBeFocused()
        await expect(
          wizard(page).getByRole('radio', { name: 'De 25 000 € à 50 000 €' }),
        ).toBeChecked()
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
        await expect(
          page.getByRole('heading', { name: 'Votre diagnostic', exact: true }),
        ).toBeFocused()
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
          results(page).getByText('Intégration de l’intelligence artificielle'),
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
          page.getByRole('heading', { name: 'Votre chiffre d’affaires mensuel' }),
        ).toBeFocused()
        await expect(wizard(page).getByRole('radio', { checked: true })).toHaveCount(0)
      })
    })

    await test.step('English', async () => {
      await inOwnPage(browser, { baseURL }, async (page) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await installPageClock(page)
        await page.goto('/en/complete-business-diagnostic')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Complete business diagnostic',
        )
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
        await expect(wizard(page).getByRole('alert')).toHaveText(
          'Please select your main challenge',
        )
        await page.getByRole('radio', { name: /Make my website pay/ }).check()
        await page.getByRole('button', { name: 'Calculate my diagnostic' }).click()
        await expect(
          page.getByRole('heading', { name: 'Your diagnostic', exact: true }),
        ).toBeVisible()
        await expectFigures(
          page,
          { revenue: 'under_10k', tasks: ['reporting'], challenge: 'website' },
          'en',
        )
        await expect(results(page).getByText('Web application technical audit')).toBeVisible()
        await expect(results(page).getByText('€589', { exact: true })).toBeVisible()
      })
    })
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
      'Veuillez sélectionner votre chiffre d’affaires mensuel',
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
})

test.describe('business diagnostic on a slow connection', () => {
  const cases = [
    ['/fr/diagnostic-business-complet', 'De 25 000 € à 50 000 €', 'Suivant', 'Étape 2 sur 3'],
    ['/en/complete-business-diagnostic', 'Under €10,000', 'Next', 'Step 2 of 3'],
  ] as const
  test('keeps a choice made before the page’s script ran, in both languages', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(cases.length * 60_000)
    for (const [path, choice, next, step2] of cases) {
      await test.step(path, async () => {
        // A context per language, as each had a test of its own: the second page's scripts must
        // not be in the cache of the first, they must wait for the network like the first's.
        await inOwnPage(browser, { baseURL }, async (page) => {
          // The scripts (not the stylesheet, which the page's inline scripts wait for) arrive
          // only once the visitor has chosen, as on a slow phone network.
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
      })
    }
  })
})
