import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  children: (describedBy: string | undefined) => ReactNode
}

/** Label, control, hint and error, linked for assistive technologies. */
export function Field({ id, label, required, error, hint, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className="mt-1 text-sm font-semibold text-[var(--error,#b00020)] dark:text-[#ff8a9b]"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-(--border) bg-(--background) px-3 py-2 aria-[invalid=true]:border-[#b00020]'
