import { controlClass, Field } from '@/components/forms/Field'
import { useTranslations } from '@/i18n/client-messages'

type Name = 'challenge' | 'goals' | 'projectType' | 'budget'

type Props = {
  name: Name
  options: readonly string[]
  value?: string
  error?: string
  required?: boolean
}

/** A select of the contact form with the option labels of the visitor's language. */
export function SelectField({ name, options, value, error, required }: Props) {
  const t = useTranslations('contact')
  const id = `contact-${name}`
  return (
    <Field id={id} label={t(`form.${name}`)} required={required} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          required={required}
          defaultValue={value ?? ''}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={controlClass}
        >
          <option value="">{t('form.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`options.${name}.${option}` as `options.budget.small`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
