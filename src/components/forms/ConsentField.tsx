import { CheckboxField } from '@/components/forms/CheckboxField'

type Props = { id: string; label: string; error?: string; defaultChecked?: boolean }

/** The required "I agree to be contacted" checkbox of the capture forms (field `consent`). */
export function ConsentField({ id, label, error, defaultChecked }: Props) {
  return (
    <CheckboxField
      id={id}
      name="consent"
      label={label}
      required
      error={error}
      defaultChecked={defaultChecked}
    />
  )
}
