'use client'

import { useActionState } from 'react'

import { controlClass, Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextInput } from '@/components/forms/TextInput'
import type { BookingFormState, BookingValues } from '@/features/booking/form-state'
import { BookingReview } from '@/features/booking/components/BookingReview.client'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useTranslations } from '@/i18n/client-messages'

type Props = {
  action: (state: BookingFormState, formData: FormData) => Promise<BookingFormState>
  slot: Pick<BookingValues, 'service' | 'start' | 'tz'>
  /** The slot as people read it, and where to pick another one. */
  summary: { service: string; when: string }
  slotsHref: string
  /**
   * The page's own address, query string included: the form's `action`, where a post sent
   * before the page's JavaScript runs comes back with its state (the step is in the query).
   */
  permalink: string
  renderedAt: number
  honeypotLabel: string
}

/** Steps 4 and 5: the visitor's details, then the summary to confirm. */
export function BookingForm({
  action,
  slot,
  summary,
  slotsHref,
  permalink,
  renderedAt,
  honeypotLabel,
}: Props) {
  const t = useTranslations('booking')
  // The permalink is built by the server from the query string: `usePathname` (the other forms'
  // permalink) has the path only, and React's `action=""` without one is not valid HTML.
  const [state, formAction, pending] = useActionState(
    action,
    { status: 'details', attempt: 0 },
    permalink,
  )
  if (state.status === 'review') {
    return (
      <BookingReview
        action={formAction}
        pending={pending}
        values={state.values}
        summary={summary}
      />
    )
  }
  const values: Partial<BookingValues> = state.values ?? {}
  const errors = state.errors ?? {}
  const error = state.formError
  const text = (
    name: 'name' | 'email' | 'phone',
    type: 'text' | 'email' | 'tel',
    autoComplete: string,
  ) => (
    <TextInput
      id={`booking-${name}`}
      name={name}
      label={t(`details.${name}`)}
      type={type}
      error={errors[name]}
      defaultValue={values[name]}
      autoComplete={autoComplete}
    />
  )
  return (
    <form key={state.attempt} action={formAction} noValidate className="space-y-5">
      {error ? (
        <div role="alert" className="space-y-2">
          {error.title ? <p className="text-lg font-bold">{error.title}</p> : null}
          <FormAlert>{error.text}</FormAlert>
          {error.slotLost ? (
            <a href={slotsHref} className="inline-block font-semibold underline underline-offset-4">
              {t('errors.chooseSlot')}
            </a>
          ) : null}
        </div>
      ) : null}
      {(['service', 'start', 'tz'] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={slot[name]} />
      ))}
      <fieldset className="space-y-5">
        <legend className="text-2xl font-bold">{t('details.legend')}</legend>
        <p className="text-sm muted">{t('details.required')}</p>
        {text('name', 'text', 'name')}
        <div className="grid gap-5 sm:grid-cols-2">
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
        </div>
        <Field id="booking-notes" label={t('details.notes')} required={false} error={errors.notes}>
          {(describedBy) => (
            <textarea
              id="booking-notes"
              name="notes"
              rows={3}
              maxLength={2000}
              defaultValue={values.notes}
              aria-invalid={Boolean(errors.notes)}
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </Field>
      </fieldset>
      <input type="hidden" name="intent" value="review" />
      <SpamGuard
        idPrefix="booking"
        honeypotLabel={honeypotLabel}
        renderedAt={keptRenderTime(values.startedAt, renderedAt)}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton
          pending={pending}
          label={t('details.submit')}
          pendingLabel={t('review.submitting')}
        />
        <a href={slotsHref} className="font-semibold underline underline-offset-4">
          {t('details.change')}
        </a>
      </div>
      <p className="text-sm muted">
        {summary.service} · {summary.when}
      </p>
    </form>
  )
}
