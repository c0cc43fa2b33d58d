'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import type { ContactFormState } from '@/features/contact/actions'
import { controlClass, Field } from '@/features/contact/components/Field'
import { SelectField } from '@/features/contact/components/SelectField'
import { budgets, challenges, goals, projectTypes } from '@/features/contact/options'

type Props = {
  action: (state: ContactFormState, formData: FormData) => Promise<ContactFormState>
}

/** The contact form: a server action, so it also works as a plain post without JavaScript. */
export function ContactForm({ action }: Props) {
  const t = useTranslations('contact.form')
  const [state, formAction, pending] = useActionState(action, { status: 'idle' })

  if (state.status === 'success') {
    return (
      <div role="status" className="rounded-2xl border border-[var(--border)] p-8 text-center">
        <p className="text-2xl font-bold">{t('successTitle')}</p>
        <p className="mt-2 text-[var(--muted-foreground)]">{t('successText')}</p>
      </div>
    )
  }

  const errors = state.status === 'error' ? state.errors : {}
  const values = state.status === 'error' ? state.values : {}
  const hasErrors = state.status === 'error'
  const text = (name: 'name' | 'email' | 'company', type = 'text', required = true) => (
    <Field id={`contact-${name}`} label={t(name)} required={required} error={errors[name]}>
      {(describedBy) => (
        <input
          id={`contact-${name}`}
          name={name}
          type={type}
          required={required}
          defaultValue={values[name]}
          autoComplete={name === 'company' ? 'organization' : name}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={describedBy}
          className={controlClass}
        />
      )}
    </Field>
  )

  return (
    <form
      key={state.status === 'error' ? state.attempt : 0}
      action={formAction}
      noValidate
      className="space-y-5"
    >
      {hasErrors ? (
        <p role="alert" className="rounded-lg border-2 border-[#b00020] p-3 font-semibold">
          {state.formError ?? t('errorSummary')}
        </p>
      ) : null}
      <p className="text-sm text-[var(--muted-foreground)]">{t('required')}</p>
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
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input
        type="hidden"
        name="startedAt"
        ref={(input) => {
          if (input && !input.value) input.value = String(Date.now())
        }}
      />
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 items-center rounded-lg bg-[var(--accent)] px-6 font-semibold text-[var(--accent-foreground)] disabled:opacity-80"
      >
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
