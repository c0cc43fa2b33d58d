import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { formValidation } from '@/platform/forms/field-errors'
import { type FormRuntime, postedInput, runFormAction } from '@/platform/forms/form-action'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'

const now = 1_800_000_000_000
const schema = z
  .object({
    name: z.string().min(2, 'Nom trop court'),
    email: z.email('Adresse non valide'),
    ...spamFields('Robot'),
  })
  .superRefine(spamCheck('Robot', now))

/** A runtime that writes down what the action asked of it, in order. */
function runtime(limits: { limited?: string; over?: string } = {}) {
  const calls: string[] = []
  const fake: FormRuntime = {
    limitMessage: async () => (calls.push('look at the limit'), limits.limited),
    countRefused: async () => void calls.push('count refused'),
    acceptedLimitMessage: async () => (calls.push('count accepted'), limits.over),
    logError: async (_error, message) => void calls.push(`log: ${message}`),
  }
  return { calls, fake }
}

function post(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return form
}

const valid = { name: 'Claire', email: 'claire@example.com', website: '', elapsedMs: '5000' }

/** A form of the site's kind: its refusals draw the input again, its success says "stored". */
function submit(
  fields: Record<string, string>,
  fake: FormRuntime,
  calls: string[],
  store: () => Promise<void> = async () => {},
) {
  const input = postedInput({ status: 'error', attempt: 2 }, post(fields), ['name', 'email'], 6)
  return runFormAction(fake, {
    validate: () => (calls.push('validate'), formValidation(schema.safeParse(input.posted))),
    refuse: input.refuse,
    store: async () => {
      calls.push('store')
      await store()
      return { status: 'success' as const }
    },
    failure: { log: 'Not stored', message: 'Erreur du serveur' },
  })
}

/** What `submit` answers for a message for the whole form: the fields cut short, attempt 3. */
const keptWith = (formError: string, values: Record<string, string>) => ({
  status: 'error',
  errors: {},
  values: { ...values, startedAt: '' },
  formError,
  attempt: 3,
})

describe('runFormAction', () => {
  it('looks at the limit, validates, spends the accepted budget, then stores', async () => {
    const { calls, fake } = runtime()
    expect(await submit(valid, fake, calls)).toEqual({ status: 'success' })
    expect(calls).toEqual(['look at the limit', 'validate', 'count accepted', 'store'])
  })

  it('answers a limited address before validating, keeping what it posted', async () => {
    const { calls, fake } = runtime({ limited: 'Trop de demandes' })
    const state = await submit({ ...valid, email: 'nope' }, fake, calls)
    expect(state).toEqual(keptWith('Trop de demandes', { name: 'Claire', email: 'nope' }))
    expect(calls).toEqual(['look at the limit'])
  })

  it('counts a refused post against the refused budget only, with field errors first', async () => {
    const { calls, fake } = runtime()
    const state = await submit({ ...valid, email: 'nope', website: 'spam' }, fake, calls)
    expect(state).toMatchObject({ errors: { email: 'Adresse non valide' }, formError: undefined })
    expect(calls).toEqual(['look at the limit', 'validate', 'count refused'])
  })

  it('refuses a robot with the spam guard’s message, spending only the refused budget', async () => {
    const { calls, fake } = runtime()
    const state = await submit({ ...valid, website: 'https://spam.example' }, fake, calls)
    expect(state).toMatchObject({ errors: {}, formError: 'Robot' })
    expect(calls).toEqual(['look at the limit', 'validate', 'count refused'])
  })

  it('refuses a valid post over the form’s own limit without storing it', async () => {
    const { calls, fake } = runtime({ over: 'Trop de demandes' })
    const state = await submit(valid, fake, calls)
    expect(state).toMatchObject({ status: 'error', formError: 'Trop de demandes' })
    expect(calls).not.toContain('store')
  })

  it('logs a failed store and answers a generic error over the kept input', async () => {
    const { calls, fake } = runtime()
    const state = await submit({ ...valid, name: 'Claire Martin' }, fake, calls, async () => {
      throw new Error('database down')
    })
    expect(state).toEqual(keptWith('Erreur du serveur', { name: 'Claire', email: 'claire' }))
    expect(calls.at(-1)).toBe('log: Not stored')
  })

  it('spends no accepted post on a step that stores nothing', async () => {
    const { calls, fake } = runtime({ over: 'Trop de demandes' })
    const state = await runFormAction(fake, {
      validate: () => ({ success: true, data: 'review' }),
      refuse: (refusal) => ({ status: 'error', refusal }),
      spends: false,
      store: async (data) => ({ status: data, refusal: '' }),
      failure: { log: 'Not stored', message: 'Erreur du serveur' },
    })
    expect(state).toEqual({ status: 'review', refusal: '' })
    expect(calls).toEqual(['look at the limit'])
  })
})

describe('postedInput', () => {
  it('gives the schema every field whole, the anti-robot ones included', () => {
    const { posted } = postedInput(undefined, post({ ...valid, name: 'Claire Martin' }), ['name'])
    expect(posted).toEqual({ name: 'Claire Martin', website: '', startedAt: '', elapsedMs: '5000' })
  })

  it('draws a refusal again with the fields and render time only, under a new attempt', () => {
    const form = post({ ...valid, startedAt: '1799999990000' })
    const { refuse } = postedInput({ status: 'success' }, form, ['name', 'email'])
    expect(refuse('Trop de demandes')).toEqual({
      status: 'error',
      errors: {},
      values: { name: 'Claire', email: 'claire@example.com', startedAt: '1799999990000' },
      formError: 'Trop de demandes',
      attempt: 1,
    })
  })

  it('reads anything but a form as an empty post', () => {
    expect(postedInput(undefined, 'forged', ['name']).posted).toEqual({
      name: '',
      website: '',
      startedAt: '',
      elapsedMs: '',
    })
  })
})
