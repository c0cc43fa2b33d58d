import { type Locator, type Page } from '@playwright/test'

import { seededServices } from '@/features/booking/service-seed'
import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import { formatEuros } from '@/features/pricing/format-price'
import fr from '@/i18n/messages/fr.json' with { type: 'json' }

import { signIn } from './support/admin-session'
import { adminHeaders, outboxFor, uniqueEmail } from './support/admin-api'
import { bookableDayOfNextMonth, nextMonthDay } from './support/booking-days'
import { expectNoAxeViolations } from './support/axe'
import { htmlErrors } from './support/html-checker'
import { servedForm } from './support/served-form'
import { installPageClock, takeFillTime, waitForServerFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'booking-test'),
    SHOWN_THIS_VISIT_KEY,
  )
})

/** Activates a control from the keyboard only: focus, then the key a keyboard user presses. */
async function press(page: Page, locator: ReturnType<Page['locator']>, key = 'Enter') {
  await locator.focus()
  await page.keyboard.press(key)
}

/** The day's times with none ticked beforehand; the first one, ticked from the keyboard. */
async function pickFirstTime(page: Page) {
  await expect(page.getByRole('radio').first()).toBeVisible()
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await press(page, page.getByRole('radio').first(), 'Space')
  await expect(page.getByRole('radio').first()).toBeChecked()
}

test.describe('booking in French, keyboard only', () => {
  test.use({ timezoneId: 'Europe/Paris', locale: 'fr-FR' })

  test('service, date, time, details, summary, confirmation', async ({ page, request }) => {
    const email = uniqueEmail('reservation')
    await installPageClock(page)
    await page.goto('/fr/reservation')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservez votre rendez-vous')
    await expect(page.locator('[aria-current="step"]')).toContainText('Service')
    // A new site's services, in order, each named, then described by its price, length and line;
    // none chosen for the visitor.
    const services = page.getByRole('radio')
    await expect(services).toHaveCount(seededServices.length)
    for (const [index, { service, minutes, price, line }] of seededServices.entries()) {
      const choice = services.nth(index)
      await expect(choice).toHaveAccessibleName(fr.booking.services[service])
      await expect(choice).toHaveAccessibleDescription(
        `${price === null ? 'Gratuit' : formatEuros(price, 'fr')} ${minutes} min ${line.fr}`,
      )
      await expect(choice).not.toBeChecked()
    }
    await expectNoAxeViolations(page)
    const free = page.getByRole('radio', { name: 'Consultation gratuite' })
    await press(page, free, 'Space')
    await expect(free).toBeChecked()
    await press(page, page.getByRole('button', { name: 'Continuer' }))

    await expect(page.locator('[aria-current="step"]')).toContainText('Date')
    const keyboard = (link: Locator) => press(page, link)
    const { link: day } = await bookableDayOfNextMonth(page, nextMonthDay.booked, keyboard)
    await press(page, day)
    await expect(page.locator('[aria-current="step"]')).toContainText('Horaire')
    await expect(
      page.getByText(/Horaires affichés à l’heure de votre fuseau\s: .*\(Europe\/Paris\)/),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await pickFirstTime(page)
    await press(page, page.getByRole('button', { name: 'Continuer' }))

    await expect(page.locator('[aria-current="step"]')).toContainText('Coordonnées')
    // Before the page has hydrated, a press posts the form natively and the server times the
    // fill from the form's render: the pause is taken on its clock too, whatever the machine's
    // load (it also times the confirmation).
    await waitForServerFillTime(page, Date.now())
    await press(page, page.getByRole('button', { name: 'Vérifier ma réservation' }))
    await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
      'Veuillez remplir tous les champs obligatoires',
    )
    const main = page.getByRole('main')
    await main.getByLabel('Nom complet').fill('Camille Dubois')
    await main.getByLabel('E-mail').fill(email)
    await main.getByLabel('Téléphone').fill('06 12 34 56 78')
    await main.getByLabel(/Votre projet/).fill('Prise de rendez-vous en ligne pour mon cabinet.')
    await takeFillTime(page)
    await press(page, page.getByRole('button', { name: 'Vérifier ma réservation' }))

    await expect(page.getByRole('heading', { name: 'Vérifiez votre réservation' })).toBeFocused()
    await expect(page.getByText('Camille Dubois')).toBeVisible()
    await expectNoAxeViolations(page)
    await press(page, page.getByRole('button', { name: 'Confirmer la réservation' }))
    await expect(page.getByRole('heading', { name: 'Rendez-vous confirmé !' })).toBeVisible()
    await expect(page.getByText(new RegExp(`envoyé à ${email.replace('.', '\\.')}`))).toBeVisible()

    const mails = await outboxFor(request, email)
    expect(mails[0]?.subject).toMatch(/^Rendez-vous confirmé\s: Consultation gratuite/)
    const headers = await adminHeaders()
    const list = await request.get('/api/appointments', {
      params: { 'where[email][equals]': email },
      headers,
    })
    const { docs } = (await list.json()) as { docs: { status: string; timeZone: string }[] }
    expect(docs).toEqual([expect.objectContaining({ status: 'booked', timeZone: 'Europe/Paris' })])
  })

  test('refuses past and weekend dates as "Date non valide"', async ({ page }) => {
    await page.goto('/fr/reservation?service=audit-technique&date=2020-01-06')
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Date non valide')
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Veuillez sélectionner une date future (du lundi au vendredi)',
    )
    const saturday = new Date(Date.now() + 7 * 86_400_000)
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1)
    await page.goto(
      `/fr/reservation?service=audit-technique&date=${saturday.toISOString().slice(0, 10)}`,
    )
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Date non valide')

    // A time typed into the address that is not a slot: back to the day's free times.
    await page.goto('/fr/reservation?service=audit-technique')
    const { date: day } = await bookableDayOfNextMonth(page, nextMonthDay.booked)
    await page.goto(`/fr/reservation?service=audit-technique&date=${day}&time=${day}T05:10:00.000Z`)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Ce créneau n’est pas disponible',
    )
    await expect(page.getByRole('radio').first()).toBeVisible()
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)

    // A link to a service the site no longer offers starts over, with nothing chosen.
    await page.goto(`/fr/reservation?service=audit&date=${day}`)
    await expect(page.locator('[aria-current="step"]')).toContainText('Service')
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('radio', { name: 'Audit', exact: true })).toHaveCount(0)
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  })
})

test.describe('booking in English from another time zone', () => {
  test.use({ timezoneId: 'America/Toronto', locale: 'en-CA' })

  test('shows times in the visitor’s zone and e-mails links that cancel and reschedule', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('booking')
    const served = new Map<string, string>()
    await installPageClock(page)
    await page.goto('/en/booking?service=ia')
    const keyboard = (link: Locator) => press(page, link)
    const { link: day } = await bookableDayOfNextMonth(page, nextMonthDay.booked, keyboard)
    await press(page, day)
    await expect(
      page.getByText(/Times shown in your time zone: .*\(America\/Toronto\)/),
    ).toBeVisible()
    await pickFirstTime(page)
    await press(page, page.getByRole('button', { name: 'Continue' }))
    const main = page.getByRole('main')
    await expect(main.getByLabel('Full name')).toBeVisible()
    await servedForm(page, served, 'details')
    const detailsShownAt = Date.now()
    await main.getByLabel('Full name').fill('Sam Taylor')
    await main.getByLabel('Email').fill(email)
    await main.getByLabel('Phone').fill('+1 416 555 0100')
    await takeFillTime(page)
    // Before the page has hydrated, a press posts the form natively and the server times the
    // fill from the form's render (as it times the confirmation): the pause is taken on its
    // clock before the first press, whatever the machine's load.
    await waitForServerFillTime(page, detailsShownAt)
    await press(page, page.getByRole('button', { name: 'Review my booking' }))
    await press(page, page.getByRole('button', { name: 'Confirm booking' }))
    await expect(page.getByRole('heading', { name: 'Appointment confirmed!' })).toBeVisible()

    const [mail] = await outboxFor(request, email)
    expect(mail?.subject).toMatch(/^Appointment confirmed: AI integration/)
    const link = (path: string) =>
      new RegExp(`https?://[^\\s]+/en/booking/${path}\\?token=[^\\s]+`).exec(mail!.text)![0]
    const reschedule = new URL(link('reschedule'))
    const cancel = new URL(link('cancel'))

    await page.goto(`${cancel.pathname}${cancel.search.slice(0, -3)}abc`)
    await expect(page.getByText('This link is no longer valid')).toBeVisible()

    await page.goto(reschedule.pathname + reschedule.search)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reschedule your appointment')
    const { link: later } = await bookableDayOfNextMonth(page, nextMonthDay.movedTo, keyboard)
    await press(page, later)
    await pickFirstTime(page)
    await press(page, page.getByRole('button', { name: 'Continue' }))
    // The confirm step's address (with the chosen time) is the one whose form is read.
    await expect(page.getByRole('button', { name: /^Move to / })).toBeVisible()
    await servedForm(page, served, 'reschedule')
    await press(page, page.getByRole('button', { name: /^Move to / }))
    await expect(page.getByText(/Your appointment is moved to/)).toBeVisible()
    const [changed] = await outboxFor(request, email)
    expect(changed?.subject).toMatch(/^Appointment rescheduled/)

    // The first e-mail's links died with the change; the new one cancels.
    await page.goto(cancel.pathname + cancel.search)
    await expect(page.getByText('This link is no longer valid')).toBeVisible()
    const fresh = new URL(
      new RegExp(`https?://[^\\s]+/en/booking/cancel\\?token=[^\\s]+`).exec(changed!.text)![0],
    )
    await page.goto(fresh.pathname + fresh.search)
    await servedForm(page, served, 'cancel')
    expect(await htmlErrors(served)).toEqual([])
    await expectNoAxeViolations(page)
    await press(page, page.getByRole('button', { name: 'Cancel the appointment' }))
    await expect(page.getByText('Your appointment is cancelled.')).toBeVisible()
  })

  test('a fully booked day says so and offers the next free date', async ({ page, request }) => {
    await page.goto('/en/booking?service=consultation-gratuite')
    // A day no other test books: a block may not cover an appointment.
    const { date: day } = await bookableDayOfNextMonth(page, nextMonthDay.fullyBooked)
    const response = await request.post('/api/appointments', {
      headers: await adminHeaders(),
      data: {
        kind: 'block',
        start: `${day}T00:00:00.000Z`,
        end: `${day}T23:00:00.000Z`,
        status: 'booked',
        locale: 'fr',
      },
    })
    expect(response.ok()).toBe(true)
    const overlap = await request.post('/api/appointments', {
      headers: await adminHeaders(),
      data: {
        kind: 'block',
        start: `${day}T10:00:00.000Z`,
        end: `${day}T11:00:00.000Z`,
        status: 'booked',
        locale: 'fr',
      },
    })
    expect(overlap.status()).toBe(409)
    await page.goto(`/en/booking?service=consultation-gratuite&date=${day}`)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'No time slot available on this date',
    )
    await page.getByRole('link', { name: /^Next available date:/ }).click()
    await expect(page.getByRole('radio').first()).toBeVisible()
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  })
})

test.describe('the calendar in the back office', () => {
  test.use({ viewport: { width: 1500, height: 1000 }, timezoneId: 'Europe/Paris' })

  test('shows the month, blocks time from the calendar and refuses an overlap', async ({
    page,
  }) => {
    await signIn(page)
    // A bookable day no other test books (not a weekend, a public holiday nor past the horizon),
    // so its morning is free to block and its afternoon's first time is 14:00.
    await page.goto('/fr/reservation?service=consultation-gratuite')
    const { date } = await bookableDayOfNextMonth(page, nextMonthDay.calendar)
    await page.goto(`/admin/calendar?date=${date}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible()
    const block = page.getByRole('group', { name: 'Bloquer un créneau' })
    await block.getByLabel('Motif').fill('Formation Paris')
    await block.getByRole('button', { name: 'Bloquer' }).click()
    await expect(page.getByText('Ajouté au calendrier.')).toBeVisible()
    await expect(page.getByRole('link', { name: /09:00 Formation Paris/ })).toBeVisible()
    await block.getByRole('button', { name: 'Bloquer' }).click()
    await expect(page.getByText(/chevauche un rendez-vous/)).toBeVisible()
    await page.getByRole('link', { name: 'Semaine', exact: true }).click()
    await expect(page.getByRole('link', { name: /09:00 Formation Paris/ })).toBeVisible()
    // Our screen only: Payload's frame around it is checked whole in admin-screens.e2e.spec.ts.
    await expectNoAxeViolations(page, '.site-calendar')
    const feed = await page.getByLabel('Adresse du flux iCalendar privé').inputValue()
    const ics = await page.request.get(new URL(feed).pathname + new URL(feed).search)
    expect(ics.headers()['content-type']).toContain('text/calendar')
    expect(await ics.text()).toContain('SUMMARY:Créneau bloqué')

    // The booking page no longer offers the blocked morning of that day.
    await page.goto(`/fr/reservation?service=consultation-gratuite&date=${date}`)
    await expect(page.getByRole('radio').first()).toHaveAccessibleName('14:00')
  })
})

test.describe('booking data stays private', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })

  test('visitors cannot read appointments or settings; the owner edits hours and closed days', async ({
    page,
    request: anonymous,
  }) => {
    expect((await anonymous.get('/api/appointments')).status()).toBe(403)
    expect((await anonymous.get('/api/appointment-locks')).status()).toBe(403)
    expect((await anonymous.get('/api/globals/booking-settings')).status()).toBe(403)
    expect((await anonymous.get('/api/appointments/feed.ics?token=guess')).status()).toBe(404)

    await signIn(page)
    await page.goto('/admin/globals/booking-settings')
    await expect(page.getByText('Horaires de la semaine')).toBeVisible()
    await expect(page.getByText('Services proposés', { exact: true })).toBeVisible()
    await expect(page.locator('input[value="Noël"]').first()).toBeAttached()
  })
})
