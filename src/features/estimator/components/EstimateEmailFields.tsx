import { ConsentField } from '@/components/forms/ConsentField'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextInput } from '@/components/forms/TextInput'
import type { EstimateFormState } from '@/features/estimator/actions'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useTranslations } from '@/i18n/client-messages'

type Props = {
  state: EstimateFormState
  pending: boolean
  renderedAt: number
  honeypotLabel: string
}

/** The optional "receive this estimate by e-mail" part of the calculator's form. */
export function EstimateEmailFields({ state, pending, renderedAt, honeypotLabel }: Props) {
  const t = useTranslations('estimator.email')
  if (state.status === 'sent') {
    return (
      <p role="status" className="rounded-xl border-2 border-(--accent) p-5 font-semibold">
        {t('success')}
      </p>
    )
  }
  const errors = state.status === 'error' ? state.errors : {}
  const values = state.status === 'error' ? state.values : {}
  return (
    <fieldset
      key={state.status === 'error' ? state.attempt : 0}
      className="space-y-4 rounded-xl border border-(--border) p-5"
    >
      <legend className="px-1 text-lg font-bold">{t('title')}</legend>
      {state.status === 'error' ? (
        <FormAlert>{state.formError ?? t('errorSummary')}</FormAlert>
      ) : null}
      <TextInput
        id="estimate-email"
        name="email"
        label={t('email')}
        type="email"
        error={errors.email}
        defaultValue={values.email}
        autoComplete="email"
      />
      <ConsentField
        id="estimate-consent"
        label={t('consent')}
        error={errors.consent}
        defaultChecked={values.consent === 'on'}
      />
      <SpamGuard
        idPrefix="estimate"
        honeypotLabel={honeypotLabel}
        renderedAt={keptRenderTime(values.startedAt, renderedAt)}
      />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </fieldset>
  )
}
