import { ConsentField } from '@/components/forms/ConsentField'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextInput } from '@/components/forms/TextInput'
import type { ResultsEmailState } from '@/features/diagnostic/state'
import { keptRenderTime } from '@/platform/spam/render-time'
import { SpamGuard } from '@/platform/spam/SpamGuard.client'
import { useTranslations } from '@/i18n/client-messages'

type Props = {
  action: (formData: FormData) => void
  pending: boolean
  state: ResultsEmailState
  diagnostic: { id: number; token: string }
  renderedAt: number
  honeypotLabel: string
}

/** "E-mail me my results", with consent; posts to the page's one action (intent "email"). */
export function ResultsEmailForm({ action, pending, state, diagnostic, ...spam }: Props) {
  const t = useTranslations('diagnostic.email')
  if (state.status === 'sent') {
    return (
      <p role="status" className="mt-8 rounded-xl border-2 border-(--accent) p-5 font-semibold">
        {t('success')}
      </p>
    )
  }
  const errors = state.status === 'error' ? state.errors : {}
  const sent = state.status === 'error' ? state : undefined
  return (
    <form
      key={state.status === 'error' ? state.attempt : 0}
      action={action}
      noValidate
      aria-labelledby="diagnostic-email-title"
      className="relative mt-8 space-y-4 rounded-xl border border-(--border) p-5"
    >
      <h3 id="diagnostic-email-title" className="text-xl font-bold">
        {t('title')}
      </h3>
      <p className="muted">{t('lead')}</p>
      {state.status === 'error' ? (
        <FormAlert>{state.formError ?? t('errorSummary')}</FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="email" />
      <input type="hidden" name="diagnosticId" value={diagnostic.id} />
      <input type="hidden" name="token" value={diagnostic.token} />
      <TextInput
        id="diagnostic-email"
        name="email"
        label={t('email')}
        type="email"
        error={errors.email}
        defaultValue={sent?.email}
        autoComplete="email"
      />
      <ConsentField
        id="diagnostic-consent"
        label={t('consent')}
        error={errors.consent}
        defaultChecked={sent?.consent}
      />
      <SpamGuard
        idPrefix="diagnostic-email"
        honeypotLabel={spam.honeypotLabel}
        renderedAt={keptRenderTime(sent?.startedAt, spam.renderedAt)}
      />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  )
}
