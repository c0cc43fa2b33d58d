'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useRef, useState } from 'react'

import { controlClass, Field } from '@/components/forms/Field'
import type { PublicPopup } from '@/features/popups/eligibility'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'

type Errors = Partial<Record<'email' | 'consent' | 'form', string>>
type State =
  | { status: 'idle' | 'sending' }
  | { status: 'error'; errors: Errors }
  | { status: 'done'; message: string }

const errorText = 'text-sm font-semibold text-[var(--error,#b00020)] dark:text-[#ff8a9b]'

/**
 * The popup's sign-up: address and newsletter consent, posted to the popup's endpoint, which
 * answers the popup's success message or localized errors shown next to their fields.
 */
export function PopupSignUpForm({ popup, locale }: { popup: PublicPopup; locale: string }) {
  const t = useTranslations('popups')
  const id = useId()
  const [state, setState] = useState<State>({ status: 'idle' })
  const emailRef = useRef<HTMLInputElement>(null)
  const consentRef = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setState({ status: 'sending' })
    try {
      const response = await fetch(`/api/popups/${popup.id}/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          locale,
          email: data.get('email'),
          consent: data.get('consent') === 'on',
          website: data.get('website'),
          elapsedMs: data.get('elapsedMs'),
        }),
      })
      const answer = (await response.json()) as { message: string; errors?: Errors }
      if (response.ok) return setState({ status: 'done', message: answer.message })
      const errors = answer.errors ?? { form: answer.message }
      setState({ status: 'error', errors })
      if (errors.email) emailRef.current?.focus()
      else if (errors.consent) consentRef.current?.focus()
    } catch {
      setState({ status: 'error', errors: { form: t('serverError') } })
    }
  }

  if (state.status === 'done') {
    return (
      <div role="status" className="mt-5 rounded-lg border border-(--border) p-4">
        <p className="font-semibold">{t('successTitle')}</p>
        <p className="mt-1">{state.message}</p>
      </div>
    )
  }
  const errors: Errors = state.status === 'error' ? state.errors : {}
  const sending = state.status === 'sending'
  return (
    <form onSubmit={submit} noValidate className="relative mt-5 space-y-4">
      <Field id={`${id}-email`} label={t('emailLabel')} required error={errors.email}>
        {(describedBy) => (
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            ref={consentRef}
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            required
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-1 h-5 w-5 shrink-0"
          />
          <label htmlFor={`${id}-consent`} className="text-sm">
            {t('consent')}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className={`mt-1 ${errorText}`}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <p role="alert" className={`${errorText} empty:hidden`}>
        {errors.form}
      </p>
      <button
        type="submit"
        disabled={sending}
        className="min-h-12 w-full rounded-lg bg-(--accent) px-6 font-semibold text-(--accent-foreground) disabled:opacity-80"
      >
        {sending ? t('submitting') : popup.ctaLabel}
      </button>
      <SpamGuard idPrefix={`${id}-popup`} honeypotLabel={t('honeypot')} />
    </form>
  )
}
