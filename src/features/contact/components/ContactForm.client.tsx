'use client'

import { Suspense, useActionState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextInput } from '@/components/forms/TextInput'
import type { ContactFormState } from '@/features/contact/actions'
import { controlClass, Field } from '@/components/forms/Field'
import { QueryPreselection } from '@/features/contact/components/QueryPreselection.client'
import { SelectField } from '@/features/contact/components/SelectField'
import { budgets, challenges, goals, projectTypes } from '@/features/contact/options'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useTranslations } from '@/i18n/client-messages'
import { useFormPermalink } from '@/components/forms/use-form-permalink'

type Props = {
  action: (state: ContactFormState, formData: FormData) => Promise<ContactFormState>
  renderedAt: number
}

/** The contact form: a server action, so it also works as a plain post without JavaScript. */
export function ContactForm({ action, renderedAt }: Props) {
  const t = useTranslations('contact.form')
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
  const hasErrors = state.status === 'error'
  const text = (
    name: 'name' | 'email' | 'company',
    type: 'text' | 'email' = 'text',
    required = true,
  ) => (
    <TextInput
      id={`contact-${name}`}
      name={name}
      label={t(name)}
      type={type}
      required={required}
      error={errors[name]}
      defaultValue={values[name]}
      autoComplete={name === 'company' ? 'organization' : name}
    />
  )

  return (
    <>
      <form
        key={state.status === 'error' ? state.attempt : 0}
        action={formAction}
        noValidate
        className="space-y-5"
      >
        {hasErrors ? <FormAlert>{state.formError ?? t('errorSummary')}</FormAlert> : null}
        <p className="text-sm muted">{t('required')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('name')}
          {text('email', 'email')}
        </div>
        {text('company', 'text', false)}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="challenge"
            options={challenges}
            error={errors.challenge}
            value={values.challenge}
            required
          />
          <SelectField
            name="goals"
            options={goals}
            error={errors.goals}
            value={values.goals}
            required
          />
          <SelectField
            name="projectType"
            options={projectTypes}
            error={errors.projectType}
            value={values.projectType}
            required
          />
          <SelectField name="budget" options={budgets} value={values.budget} />
        </div>
        <Field
          id="contact-project"
          label={t('project')}
          required
          error={errors.project}
          hint={t('projectHint')}
        >
          {(describedBy) => (
            <textarea
              id="contact-project"
              name="project"
              rows={6}
              required
              minLength={20}
              defaultValue={values.project}
              aria-invalid={Boolean(errors.project)}
              aria-describedby={describedBy}
              className={controlClass}
            />
          )}
        </Field>
        <SpamGuard
          idPrefix="contact"
          honeypotLabel={t('honeypot')}
          renderedAt={keptRenderTime(values.startedAt, renderedAt)}
        />
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      </form>
      {/* Outside the form, which is drawn anew after a refusal: the link's choices fill the
          selects once, never over what the visitor chose since (an empty budget included). */}
      <Suspense fallback={null}>
        <QueryPreselection />
      </Suspense>
    </>
  )
}
