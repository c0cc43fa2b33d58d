'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { CheckboxField } from '@/components/forms/CheckboxField'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextInput } from '@/components/forms/TextInput'
import type { GuideFormState } from '@/features/guides/actions'
import { GuideSuccess } from '@/features/guides/components/GuideSuccess'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useFormPermalink } from '@/components/forms/use-form-permalink'

type Props = {
  action: (state: GuideFormState, formData: FormData) => Promise<GuideFormState>
  renderedAt: number
  honeypotLabel: string
  /** The privacy page's address, resolved on the server. */
  privacyHref: string
}

/** E-mail, optional name, consent and optional newsletter; the answer is the download link. */
export function GuideRequestForm({ action, renderedAt, honeypotLabel, privacyHref }: Props) {
  const t = useTranslations('guides.form')
  const [state, formAction, pending] = useActionState(
    action,
    { status: 'idle' },
    useFormPermalink(),
  )
  if (state.status === 'success') return <GuideSuccess {...state} />

  const errors = state.status === 'error' ? state.errors : {}
  const values = state.status === 'error' ? state.values : {}
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
      <TextInput
        id="guide-email"
        name="email"
        label={t('email')}
        type="email"
        error={errors.email}
        defaultValue={values.email}
        autoComplete="email"
      />
      <TextInput
        id="guide-name"
        name="name"
        label={t('name')}
        required={false}
        error={errors.name}
        defaultValue={values.name}
        autoComplete="given-name"
      />
      <CheckboxField
        id="guide-consent"
        name="consent"
        required
        defaultChecked={values.consent === 'on'}
        error={errors.consent}
        label={t.rich('consent', {
          link: (chunks) => (
            <a href={privacyHref} className="underline">
              {chunks}
            </a>
          ),
        })}
      />
      <CheckboxField
        id="guide-newsletter"
        name="newsletter"
        defaultChecked={values.newsletter === 'on'}
        label={t('newsletter')}
      />
      <SpamGuard
        idPrefix="guide"
        honeypotLabel={honeypotLabel}
        renderedAt={keptRenderTime(values.startedAt, renderedAt)}
      />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  )
}
