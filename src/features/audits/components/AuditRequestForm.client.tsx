'use client'

import { useActionState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextInput } from '@/components/forms/TextInput'
import type { AuditFormState } from '@/features/audits/actions'
import type { AuditField } from '@/features/audits/schema'
import { controlClass, Field } from '@/components/forms/Field'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useTranslations } from '@/i18n/client-messages'
import { useFormPermalink } from '@/components/forms/use-form-permalink'

type Props = {
  action: (state: AuditFormState, formData: FormData) => Promise<AuditFormState>
  renderedAt: number
  honeypotLabel: string
}

type TextField = Exclude<AuditField, 'concerns' | 'website' | 'startedAt' | 'elapsedMs'>

const autoComplete: Record<TextField, string> = {
  siteUrl: 'url',
  company: 'organization',
  name: 'name',
  email: 'email',
}

/** The technical audit request: site, company, e-mail and concerns. */
export function AuditRequestForm({ action, renderedAt, honeypotLabel }: Props) {
  const t = useTranslations('audit.form')
  const [state, formAction, pending] = useActionState(
    action,
    { status: 'idle' },
    useFormPermalink(),
  )

  if (state.status === 'success') {
    return <FormSuccess title={t('successTitle')} text={t('successText')} />
  }

  const errors = state.status === 'error' ? state.errors : {}
  const values = state.status === 'error' ? state.values : {}
  const text = (
    name: TextField,
    type: 'text' | 'email' = 'text',
    required = true,
    hint?: string,
  ) => (
    <TextInput
      id={`audit-${name}`}
      name={name}
      label={t(name)}
      type={type}
      required={required}
      error={errors[name]}
      hint={hint}
      defaultValue={values[name]}
      autoComplete={autoComplete[name]}
    />
  )

  return (
    <form
      key={state.status === 'error' ? state.attempt : 0}
      action={formAction}
      noValidate
      className="relative space-y-5"
    >
      {state.status === 'error' ? (
        <FormAlert>{state.formError ?? t('errorSummary')}</FormAlert>
      ) : null}
      <p className="text-sm muted">{t('required')}</p>
      {text('siteUrl', 'text', true, t('siteUrlHint'))}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('company')}
        {text('name', 'text', false)}
      </div>
      {text('email', 'email')}
      <Field
        id="audit-concerns"
        label={t('concerns')}
        required
        error={errors.concerns}
        hint={t('concernsHint')}
      >
        {(describedBy) => (
          <textarea
            id="audit-concerns"
            name="concerns"
            rows={4}
            required
            defaultValue={values.concerns}
            aria-invalid={Boolean(errors.concerns)}
            aria-describedby={describedBy}
            className={controlClass}
          />
        )}
      </Field>
      <SpamGuard
        idPrefix="audit"
        honeypotLabel={honeypotLabel}
        renderedAt={keptRenderTime(values.startedAt, renderedAt)}
      />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  )
}
