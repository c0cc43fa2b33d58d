'use client'

import { useActionState, useId } from 'react'

import type { NewsletterFormState } from '@/features/newsletter/actions'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useFormPermalink } from '@/components/forms/use-form-permalink'

export type NewsletterFormLabels = {
  label: string
  placeholder: string
  submit: string
  submitting: string
  consent: string
  honeypot: string
}

type Props = {
  action: (state: NewsletterFormState, formData: FormData) => Promise<NewsletterFormState>
  labels: NewsletterFormLabels
  renderedAt: number
}

/** The newsletter e-mail field; a server action, so it also works without JavaScript. */
export function NewsletterForm({ action, labels, renderedAt }: Props) {
  const [state, formAction, pending] = useActionState(
    action,
    { status: 'idle' },
    useFormPermalink(),
  )
  const id = useId()
  const messageId = `${id}-message`
  if (state.status === 'done') {
    return (
      <p role="status" className="mt-3 rounded-lg border border-(--border) p-3 text-sm">
        {state.message}
      </p>
    )
  }
  const error = state.status === 'error' ? state.message : undefined
  return (
    <form action={formAction} noValidate className="relative mt-3">
      <label htmlFor={`${id}-email`} className="block text-sm font-medium">
        {labels.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={labels.placeholder}
          defaultValue={state.status === 'error' ? state.email : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? messageId : `${id}-consent`}
          className="min-h-11 w-full min-w-0 rounded-lg border border-(--border) bg-(--background) px-3"
        />
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 shrink-0 rounded-lg bg-(--accent) px-4 font-semibold text-(--accent-foreground) disabled:opacity-80"
        >
          {pending ? labels.submitting : labels.submit}
        </button>
      </div>
      <p id={`${id}-consent`} className="mt-2 text-xs muted">
        {labels.consent}
      </p>
      <p
        id={messageId}
        role="alert"
        className="mt-2 text-sm font-semibold text-[var(--error,#b00020)] empty:hidden dark:text-[#ff8a9b]"
      >
        {error}
      </p>
      <SpamGuard
        idPrefix={id}
        honeypotLabel={labels.honeypot}
        renderedAt={
          state.status === 'error' ? keptRenderTime(state.startedAt, renderedAt) : renderedAt
        }
      />
    </form>
  )
}
