import { controlClass, Field } from '@/components/forms/Field'

type Props = {
  id: string
  name: string
  label: string
  type?: 'text' | 'email' | 'url' | 'tel'
  required?: boolean
  error?: string
  hint?: string
  defaultValue?: string
  autoComplete?: string
}

/**
 * A one-line input of the public forms, with its label, hint and error linked for assistive
 * technologies, and the value the visitor typed kept after a refused post.
 */
export function TextInput({
  id,
  name,
  label,
  type = 'text',
  required = true,
  error,
  hint,
  defaultValue,
  autoComplete,
}: Props) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={controlClass}
        />
      )}
    </Field>
  )
}
