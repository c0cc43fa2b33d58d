import type { Payload } from 'payload'

import type fr from '@/i18n/messages/fr.json'

import { freeSlot } from './free-slot'
import { type FieldKind, formData, type Posted } from './hostile-input'
import { popupSignUp } from './popup-signup'

/**
 * Every public form of the site, as its server action (or, for the popups, its endpoint)
 * receives it: a valid submission, its fields with the message each one shows,
 * and the call. The actions are imported when called: they load the Payload config, which
 * must be built after the test's database exists.
 */

type Messages = typeof fr

export type Field = {
  kind: FieldKind
  /** The longest value the field takes. */
  max: number
  message: string
  /** The booking form's one message for every empty required field. */
  whenEmpty?: string
  /** Shown for the whole form rather than beside the field. */
  shownAs?: 'form'
}

/** What a refused post sends back to be drawn again, as the form posts it. */
export type Echoed = Partial<Record<string, string | string[]>>

export type Outcome = {
  accepted: boolean
  errors: Partial<Record<string, string>>
  formError?: string
  /** Absent when the form is never drawn again from the answer (the popup's). */
  values?: Echoed
}

/** Any value: what React decodes from a forged request can be, whatever the form sends. */
export type Call = { locale: unknown; previous?: unknown; posted: unknown }

export type PublicForm = {
  name: string
  valid: Record<string, Posted>
  /** Valid values that need the database (a free slot, a stored diagnostic). */
  prepare?: (payload: Payload) => Promise<Record<string, Posted>>
  fields: (messages: Messages) => Record<string, Field>
  /** What the browser sends: a form post, or a JSON body for the popups. */
  encode: (values: Record<string, Posted>) => unknown
  submit: (call: Call) => Promise<Outcome>
}

const ROBOT_CHECK_PASSED = { elapsedMs: '5000' }
const accepted: Outcome = { accepted: true, errors: {} }
const refused = (
  errors: Partial<Record<string, string>> = {},
  formError?: string,
  values?: Echoed,
): Outcome => ({ accepted: false, errors, formError, values })
const choice = (message: string, max = 300): Field => ({ kind: 'choice', max, message })
const email = (message: string): Field => choice(message, 254)

export const publicForms: PublicForm[] = [
  {
    name: 'contact',
    valid: {
      name: 'Claire Martin',
      email: 'claire@example.com',
      company: 'Atelier Lumière',
      challenge: 'automation',
      goals: 'efficiency',
      projectType: 'webapp',
      project: 'Nous voulons automatiser nos devis.',
      ...ROBOT_CHECK_PASSED,
    },
    fields: ({ contact: { validation: m }, forms }) => ({
      name: { kind: 'text', max: 120, message: m.name },
      email: email(m.email),
      company: { kind: 'optional-text', max: 160, message: forms.invalidText },
      challenge: choice(m.challenge),
      goals: choice(m.goals),
      projectType: choice(m.projectType),
      project: { kind: 'text', max: 5000, message: m.project },
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { submitContactForm } = await import('@/features/contact/actions')
      const state = await submitContactForm(locale, previous, posted)
      return state.status === 'error'
        ? refused(state.errors, state.formError, state.values)
        : accepted
    },
  },
  {
    name: 'technical audit',
    valid: {
      siteUrl: 'www.exemple.fr',
      company: 'Atelier Lumière',
      name: 'Claire Martin',
      email: 'claire@example.com',
      concerns: 'Le site est lent sur mobile.',
      ...ROBOT_CHECK_PASSED,
    },
    fields: ({ audit: { validation: m }, forms }) => ({
      siteUrl: choice(m.siteUrl),
      company: { kind: 'text', max: 160, message: m.company },
      name: { kind: 'optional-text', max: 120, message: forms.invalidText },
      email: email(m.email),
      concerns: { kind: 'text', max: 3000, message: m.concerns },
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { submitAuditRequest } = await import('@/features/audits/actions')
      const state = await submitAuditRequest(locale, previous, posted)
      return state.status === 'error'
        ? refused(state.errors, state.formError, state.values)
        : accepted
    },
  },
  {
    name: 'booking',
    valid: {
      intent: 'confirm',
      service: 'consultation-gratuite',
      tz: 'Europe/Paris',
      name: 'Claire Martin',
      email: 'claire@example.com',
      phone: '+33 6 12 34 56 78',
      notes: 'Prise de rendez-vous en ligne.',
      ...ROBOT_CHECK_PASSED,
    },
    prepare: async (payload) => ({ start: await freeSlot(payload) }),
    fields: ({ booking: { errors: m }, forms }) => ({
      service: { ...choice(m.invalidDate), shownAs: 'form' },
      start: { ...choice(m.invalidDate), shownAs: 'form' },
      name: { kind: 'text', max: 120, message: m.name, whenEmpty: m.required },
      email: { ...email(m.email), whenEmpty: m.required },
      phone: { ...choice(m.phone, 40), whenEmpty: m.required },
      notes: { kind: 'optional-text', max: 2000, message: forms.invalidText },
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { submitBooking } = await import('@/features/booking/actions')
      const { redirectTarget } = await import('@/platform/framework/redirect-target')
      // A stored booking goes on to its confirmation page.
      const state = await submitBooking(locale, previous, posted).catch((error: unknown) => {
        if (redirectTarget(error)?.includes('/confirmation?token=')) return 'booked' as const
        throw error
      })
      if (state === 'booked') return accepted
      if (state.status === 'details')
        return refused(state.errors, state.formError?.text, state.values)
      throw new Error('A confirmed booking never stops at the review step')
    },
  },
  {
    name: 'diagnostic',
    valid: {
      revenue: '10k_25k',
      tasks: ['emails', 'reporting'],
      challenge: 'website',
      ...ROBOT_CHECK_PASSED,
    },
    fields: ({ diagnostic: { validation: m } }) => ({
      revenue: choice(m.revenue),
      tasks: choice(m.tasks),
      challenge: choice(m.challenge),
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { diagnosticAction } = await import('@/features/diagnostic/actions')
      const state = await diagnosticAction(locale, previous, posted)
      return state.status === 'error'
        ? refused(state.errors, state.formError, state.values)
        : accepted
    },
  },
  {
    name: 'diagnostic results by e-mail',
    valid: { intent: 'email', email: 'claire@example.com', consent: 'on', ...ROBOT_CHECK_PASSED },
    prepare: async (payload) => {
      const { storeDiagnostic } = await import('@/features/diagnostic/store-diagnostic')
      const { diagnosticToken } = await import('@/features/diagnostic/diagnostic-token')
      const answers = { revenue: '10k_25k', tasks: ['emails'], challenge: 'website' } as const
      const { id } = await storeDiagnostic(payload, { ...answers, tasks: [...answers.tasks] }, 'fr')
      return { diagnosticId: String(id), token: diagnosticToken(id) }
    },
    fields: ({
      diagnostic: {
        email: { validation: m },
      },
    }) => ({
      diagnosticId: { ...choice(m.diagnostic), shownAs: 'form' },
      token: { ...choice(m.diagnostic), shownAs: 'form' },
      email: email(m.email),
      consent: choice(m.consent),
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { diagnosticAction } = await import('@/features/diagnostic/actions')
      const state = await diagnosticAction(locale, previous, posted)
      if (state.status === 'error') return refused({}, state.formError, state.values)
      if (state.status !== 'done') throw new Error(`Unexpected state ${state.status}`)
      const { email: sent } = state
      if (sent.status !== 'error') return accepted
      // The state keeps the consent as a tick; a ticked box posts "on".
      const consent = sent.consent ? { consent: 'on' } : {}
      const { email, startedAt } = sent
      return refused(sent.errors, sent.formError, { email, ...consent, startedAt })
    },
  },
  {
    name: 'estimate by e-mail',
    valid: {
      projectType: 'webapp',
      budget: 'medium',
      timeframe: 'normal',
      email: 'claire@example.com',
      consent: 'on',
      ...ROBOT_CHECK_PASSED,
    },
    fields: ({
      estimator: {
        email: { validation: m },
      },
    }) => ({
      projectType: choice(m.choice),
      budget: choice(m.choice),
      timeframe: choice(m.choice),
      email: email(m.email),
      consent: choice(m.consent),
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { sendEstimate } = await import('@/features/estimator/actions')
      const state = await sendEstimate(locale, previous, posted)
      return state.status === 'error'
        ? refused(state.errors, state.formError, state.values)
        : accepted
    },
  },
  {
    name: 'guide download',
    valid: {
      email: 'claire@example.com',
      name: 'Claire',
      consent: 'on',
      newsletter: 'on',
      ...ROBOT_CHECK_PASSED,
    },
    fields: ({ guides: { validation: m }, forms }) => ({
      email: email(m.email),
      name: { kind: 'optional-text', max: 120, message: forms.invalidText },
      consent: choice(m.consent),
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { submitGuideRequest } = await import('@/features/guides/actions')
      const state = await submitGuideRequest('ia', locale, previous, posted)
      return state.status === 'error'
        ? refused(state.errors, state.formError, state.values)
        : accepted
    },
  },
  {
    name: 'newsletter',
    valid: { email: 'claire@example.com', ...ROBOT_CHECK_PASSED },
    fields: ({ newsletter }) => ({
      email: { ...email(newsletter.invalidEmail), shownAs: 'form' },
    }),
    encode: formData,
    submit: async ({ locale, previous, posted }) => {
      const { signUpAction } = await import('@/features/newsletter/actions')
      const state = await signUpAction(locale, 'footer', previous, posted)
      if (state.status !== 'error') return accepted
      return refused({}, state.message, { email: state.email, startedAt: state.startedAt })
    },
  },
  {
    name: 'popup sign-up',
    valid: { email: 'claire@example.com', consent: true, elapsedMs: 5000 },
    fields: ({ popups: m }) => ({
      email: email(m.invalidEmail),
      consent: choice(m.consentRequired),
    }),
    // JSON keeps what a form post cannot carry: lone surrogates, numbers, booleans.
    encode: (values) => JSON.parse(JSON.stringify(values)),
    submit: async ({ locale, posted }) => {
      const answer = await popupSignUp(locale, posted)
      if (answer.status === 200) return accepted
      return refused(answer.errors, answer.errors?.form ?? answer.message)
    },
  },
]
