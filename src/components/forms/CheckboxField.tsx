import type { ReactNode } from 'react'

type Props = {
  id: string
  name: string
  label: ReactNode
  required?: boolean
  defaultChecked?: boolean
  error?: string
}

/** A checkbox with its label beside it and its error below, linked for assistive technologies. */
export function CheckboxField({ id, name, label, required, defaultChecked, error }: Props) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          className="mt-1 size-5 shrink-0 accent-(--accent)"
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
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
