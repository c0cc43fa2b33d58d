import type { ReactNode } from 'react'

import './admin-ui.scss'

type Props = {
  /** The id of the control, which the label names. */
  htmlFor: string
  label: ReactNode
  /** Payload's field class: `text` dresses every one-line input, whatever its type. */
  kind?: 'text' | 'textarea' | 'select'
  /** The value was refused: Payload's error colours (the message itself is the caller's). */
  invalid?: boolean
  /** The native control itself, with its id, name, type and validation attributes. */
  children: ReactNode
}

/**
 * A label and its native control in Payload's own field markup (`field-type`, `field-label`),
 * so they look like the admin's fields in both themes. Payload's `TextInput` would not do: it is
 * a controlled text-only input, while our server-rendered forms need native types (date, time,
 * e-mail, search), the browser's validation and to work before any script has loaded.
 */
export function AdminField({ htmlFor, label, kind = 'text', invalid, children }: Props) {
  return (
    <div className={`field-type ${kind} site-admin-field${invalid ? ' error' : ''}`}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  )
}
