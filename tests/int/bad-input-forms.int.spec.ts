import { describe, expect, it, vi } from 'vitest'

import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

import { formData, hostileButValidText, hostileValues, type Posted } from './support/hostile-input'
import { freeSlot } from './support/free-slot'
import { type Field, type Outcome, type PublicForm, publicForms } from './support/public-forms'
import { publicFormsRun } from './support/public-forms-run'

/**
 * Every public form under hostile and malformed input: refused with the field's own message, in
 * the visitor's language, and nothing stored anywhere. The site's own server actions run here,
 * on the real database; only the request they would read through Next.js is a double.
 */
vi.mock('next/headers', () => import('./support/next-request-double'))
vi.mock('next-intl/server', () => import('./support/next-request-double'))

const run = publicFormsRun()

/** Every collection a form writes to, and the popups' sign-up counters. */
const writtenByForms = [
  'contacts',
  'audits',
  'appointments',
  'appointment-locks',
  'diagnostics',
  'roi',
  'guide-downloads',
  'newsletter-subscribers',
  'leads',
  'lead-events',
  'email-outbox',
  'payload-jobs',
] as const

async function storedRows(): Promise<Record<string, number>> {
  const rows: Record<string, number> = {}
  for (const collection of writtenByForms) {
    rows[collection] = (await run.ctx.payload.count({ collection, overrideAccess: true })).totalDocs
  }
  const { docs } = await run.ctx.payload.find({
    collection: 'popups',
    pagination: false,
    overrideAccess: true,
  })
  rows['popup sign-ups'] = docs.reduce((sum, popup) => sum + (popup.signups ?? 0), 0)
  return rows
}

const firstOf = (value: Posted) => String((Array.isArray(value) ? value[0] : value) ?? '')

const shownFor = (outcome: Outcome, field: string, spec: Field) =>
  spec.shownAs === 'form' ? outcome.formError : outcome.errors[field]

/** Each field with each hostile value its kind must refuse. */
const refusals = (form: PublicForm) =>
  Object.entries(form.fields(fr)).flatMap(([field, spec]) =>
    hostileValues
      .filter((hostile) => hostile.refusedIn.includes(spec.kind))
      .map((hostile) => ({ field, spec, hostile })),
  )

async function submitWith(form: PublicForm, locale: 'fr' | 'en', values: Record<string, Posted>) {
  return form.submit({ locale, previous: { status: 'idle' }, posted: form.encode(values) })
}

describe.each(publicForms)('the $name form', (form) => {
  const valid = () => run.validValues.get(form.name)!

  it.each(refusals(form))(
    'refuses $hostile.label in $field with the field’s message, storing nothing',
    async ({ field, spec, hostile }) => {
      const before = await storedRows()
      const value = hostile.make(firstOf(valid()[field]), spec.max)
      const outcome = await submitWith(form, 'fr', { ...valid(), [field]: value })
      expect(outcome.accepted).toBe(false)
      expect(shownFor(outcome, field, spec)).toBe(
        hostile.empty && spec.whenEmpty ? spec.whenEmpty : spec.message,
      )
      expect(await storedRows()).toEqual(before)
    },
  )

  it('answers an English visitor in English', async () => {
    const nul = hostileValues.find((hostile) => hostile.label === 'a NUL character')!
    const english = form.fields(en)
    for (const [field, spec] of Object.entries(english)) {
      const value = nul.make(firstOf(valid()[field]), spec.max)
      const outcome = await submitWith(form, 'en', { ...valid(), [field]: value })
      expect(shownFor(outcome, field, spec), field).toBe(spec.message)
    }
  })

  it('refuses a forged call (no form, no state, no language) without an exception', async () => {
    const before = await storedRows()
    const forged: [unknown, unknown, unknown][] = [
      [undefined, undefined, undefined],
      [{ locale: 'en' }, null, 'not a form'],
      [42, 'idle', ['email', 'claire@example.com']],
      ['fr', { status: 'done', email: null }, formData({ email: 'claire@example.com' })],
    ]
    for (const [locale, previous, posted] of forged) {
      const outcome = await form.submit({ locale, previous, posted })
      expect(outcome.accepted, JSON.stringify([locale, previous, posted])).toBe(false)
    }
    expect(await storedRows()).toEqual(before)
  })

  it('stores a valid submission, which the counts above would have seen', async () => {
    const before = await storedRows()
    expect(await submitWith(form, 'fr', valid())).toEqual({ accepted: true, errors: {} })
    expect(await storedRows()).not.toEqual(before)
  })
})

describe('text that looks hostile but is valid', () => {
  const { script, handler, sql, unicode } = hostileButValidText
  type Example = {
    form: string
    collection: 'contacts' | 'audits' | 'appointments'
    typed: Record<string, string>
  }
  const examples: Example[] = [
    {
      form: 'contact',
      collection: 'contacts',
      typed: { name: handler, company: sql, project: `${script}\n${unicode}` },
    },
    {
      form: 'technical audit',
      collection: 'audits',
      typed: { company: script, name: sql, concerns: `${handler}\n${unicode}` },
    },
    {
      form: 'booking',
      collection: 'appointments',
      typed: { name: handler, notes: `${script} ${sql}\n${unicode}` },
    },
  ]

  it.each(examples)('is stored as typed by the $form form, on the lead too', async (example) => {
    const form = publicForms.find((candidate) => candidate.name === example.form)!
    const email = `typed-${example.collection}@example.com`
    const values: Record<string, Posted> = {
      ...run.validValues.get(form.name)!,
      ...example.typed,
      email,
    }
    // The valid booking above took the first bookable day's time.
    if (form.name === 'booking') values.start = await freeSlot(run.ctx.payload, 2)
    expect(await submitWith(form, 'fr', values)).toEqual({ accepted: true, errors: {} })
    const where = { email: { equals: email } }
    const { docs } = await run.ctx.payload.find({
      collection: example.collection,
      where,
      overrideAccess: true,
    })
    const row: Record<string, unknown> = { ...docs[0] }
    for (const [field, text] of Object.entries(example.typed)) expect(row[field], field).toBe(text)
    const { docs: leads } = await run.ctx.payload.find({
      collection: 'leads',
      where,
      overrideAccess: true,
    })
    expect(leads[0]?.name).toBe(example.typed.name)
  })
})

describe('the e-mailed links that cancel or move an appointment', () => {
  async function bookedWithLinks(nthDay: number) {
    const { bookAppointment } = await import('@/features/booking/book')
    const { manageUrl } = await import('@/features/booking/links')
    const outcome = await bookAppointment(run.ctx.payload, {
      service: 'consultation-gratuite',
      start: new Date(await freeSlot(run.ctx.payload, nthDay)),
      timeZone: 'Europe/Paris',
      locale: 'fr',
      name: 'Claire Martin',
      email: `links-${nthDay}@example.com`,
      phone: '+33 6 12 34 56 78',
      notes: '',
    })
    if (!outcome.ok) throw new Error(`No appointment: ${outcome.reason}`)
    const token = (action: 'cancel' | 'reschedule') =>
      new URL(manageUrl(outcome.appointment, action, 'fr')).searchParams.get('token')!
    return { appointment: outcome.appointment, cancel: token('cancel'), move: token('reschedule') }
  }

  const unchanged = async (id: number) =>
    run.ctx.payload.findByID({ collection: 'appointments', id, depth: 0, overrideAccess: true })

  it('refuse a hostile or forged token with the link’s message, changing nothing', async () => {
    const actions = await import('@/features/booking/manage-actions')
    const { appointment, cancel, move } = await bookedWithLinks(3)
    const elsewhere = await freeSlot(run.ctx.payload, 4)
    const before = await storedRows()
    const invalid = { status: 'error', message: fr.booking.manage.invalid, next: 'book' }
    const forged: unknown[] = [null, 42, { token: cancel }, [cancel]]
    for (const hostile of hostileValues) {
      forged.push(hostile.make(cancel, 256), hostile.make(move, 256))
    }
    for (const token of forged) {
      expect(await actions.cancelAppointment('fr', token), String(token)).toEqual(invalid)
      expect(await actions.rescheduleAppointment('fr', token, elsewhere, 'Europe/Paris')).toEqual(
        invalid,
      )
    }
    expect(await storedRows()).toEqual(before)
    expect(await unchanged(appointment.id)).toMatchObject({
      status: 'booked',
      start: appointment.start,
    })
  })

  it('refuse a hostile time; a hostile time zone does not undo the answer to a done move', async () => {
    const actions = await import('@/features/booking/manage-actions')
    const { appointment, move } = await bookedWithLinks(5)
    const invalidDate = { status: 'error', message: fr.booking.errors.invalidDate, next: 'pick' }
    for (const start of [
      undefined,
      42,
      '2026-13-45T25:00:00Z',
      ...hostileValues.map((h) => h.make('', 64)),
    ]) {
      expect(await actions.rescheduleAppointment('fr', move, start, 'Europe/Paris')).toEqual(
        invalidDate,
      )
    }
    expect(await unchanged(appointment.id)).toMatchObject({ start: appointment.start })
    const elsewhere = await freeSlot(run.ctx.payload, 6)
    const moved = await actions.rescheduleAppointment('fr', move, elsewhere, '<script>')
    expect(moved.status).toBe('done')
    expect(await unchanged(appointment.id)).toMatchObject({ start: elsewhere })
  })
})
