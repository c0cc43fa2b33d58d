import { nextAttempt, postedForm, postedTexts } from '@/platform/forms/posted-form'
import { spamFieldNames } from '@/platform/spam/spam-fields'

/**
 * The order every public form's server action follows, apart from what each form posts, stores
 * and answers. It reaches the limits and the log only through a `FormRuntime`
 * (`form-runtime.ts` binds the site's), so the order itself is tested without a server.
 */

/** The address's budgets of one form, and the error log. */
export type FormRuntime = {
  /** The "too many requests" message when the address may not post now; counts nothing. */
  limitMessage: () => Promise<string | undefined>
  /** Spends the larger budget of refused posts. */
  countRefused: () => Promise<void>
  /** Spends the form's own budget: the "too many requests" message when it was spent already. */
  acceptedLimitMessage: () => Promise<string | undefined>
  logError: (error: unknown, message: string) => Promise<void>
}

/** A refused post as most forms show it: messages beside fields, and one for the whole form. */
export type Refusal<F extends string> = { errors: Partial<Record<F, string>>; formError?: string }

export type Validation<Data, R> = { success: true; data: Data } | { success: false; refusal: R }

/** The refused state of a form that shows the visitor's input again under a new `attempt`. */
export type RefusedFormState<F extends string, V = Record<string, string>> = {
  status: 'error'
  errors: Partial<Record<F, string>>
  values: V
  formError?: string
  attempt: number
}

export type FormChecks<Data, R, State> = {
  /** Parses the posted input; the spam guard is part of it (the schema's `spamFields`). */
  validate: () => Validation<Data, R> | Promise<Validation<Data, R>>
  /**
   * The form drawn again with everything the visitor posted: after a refused validation, or
   * with a message for the whole form (a limit reached, a failure).
   */
  refuse: (refusal: R | string) => State
  /** False for a step that stores nothing (booking's review): it spends no accepted post. */
  spends?: boolean
}

export type FormSteps<Data, R, State> = FormChecks<Data, R, State> & {
  /** Stores, then sends: its answer is the state of success. */
  store: (data: Data) => Promise<State>
  /** When `store` throws: logged under `log`, answered with `message` and the input kept. */
  failure: { log: string; message: string }
}

/**
 * The limits around validation: the limit is looked at first, so a flood of invalid posts is cut
 * too; a refused post then spends only the larger budget of refused ones, so a visitor's
 * mistakes never spend the form's own limit, which a valid post spends before it is stored.
 */
export async function checkedPost<Data, R, State>(
  runtime: FormRuntime,
  checks: FormChecks<Data, R, State>,
): Promise<{ success: true; data: Data } | { success: false; state: State }> {
  const limited = await runtime.limitMessage()
  if (limited) return { success: false, state: checks.refuse(limited) }
  const checked = await checks.validate()
  if (!checked.success) {
    await runtime.countRefused()
    return { success: false, state: checks.refuse(checked.refusal) }
  }
  const over = checks.spends === false ? undefined : await runtime.acceptedLimitMessage()
  if (over) return { success: false, state: checks.refuse(over) }
  return checked
}

/**
 * A public form's whole server side once its input is read: checks, then store or refusal.
 * `State` is the action's declared answer: each step returns one member of it, none defines it.
 */
export async function runFormAction<Data, R, State>(
  runtime: FormRuntime,
  steps: FormSteps<Data, R, NoInfer<State>>,
): Promise<State> {
  const checked = await checkedPost<Data, R, State>(runtime, steps)
  if (!checked.success) return checked.state
  try {
    return await steps.store(checked.data)
  } catch (error) {
    await runtime.logError(error, steps.failure.log)
    return steps.refuse(steps.failure.message)
  }
}

/** A message for the whole form as a refusal with no field error. */
export function asRefusal<F extends string>(refusal: Refusal<F> | string): Refusal<F> {
  return typeof refusal === 'string' ? { errors: {}, formError: refusal } : refusal
}

export function refusedState<F extends string, V>(
  refusal: Refusal<F> | string,
  values: V,
  attempt: number,
): RefusedFormState<F, V> {
  const { errors, formError } = asRefusal(refusal)
  return { status: 'error', errors, values, formError, attempt }
}

/**
 * The post of a form whose refusals draw it again (`RefusedFormState`): `posted`, what its
 * schema reads (`fields` and the anti-robot ones, whole); `refuse`, the refused state with the
 * fields and the first render time cut to `max`, under the next attempt's key.
 */
export function postedInput(
  previous: unknown,
  post: unknown,
  fields: readonly string[],
  max?: number,
) {
  const formData = postedForm(post)
  const values = postedTexts(formData, [...fields, 'startedAt'], max)
  const attempt = nextAttempt(previous, 'error')
  return {
    formData,
    posted: postedTexts(formData, [...fields, ...spamFieldNames]),
    refuse: <F extends string>(refusal: Refusal<F> | string) =>
      refusedState(refusal, values, attempt),
  }
}
