'use client'

import { Button } from '@payloadcms/ui'
import { useActionState, useId } from 'react'

import { AdminField } from '@/features/admin-shell/components/AdminField'
import { useAdminText } from '@/features/admin-shell/use-admin-text'
import type { TwoFactorState } from '@/features/security/two-factor/actions'
import { useFormPermalink } from '@/components/forms/use-form-permalink'

type Props = {
  action: (state: TwoFactorState, formData: FormData) => Promise<TwoFactorState>
  label: string
  submit: string
  hint?: string
  /** Hidden values sent with the code (where to go next). */
  hidden?: Record<string, string>
}

/**
 * One code field and its button, for the sign-in's second step, the setup's confirmation and
 * turning two-factor sign-in off. After the setup, shows the recovery codes, once.
 */
export function CodeForm({ action, label, submit, hint, hidden }: Props) {
  const [state, formAction, pending] = useActionState(action, {}, useFormPermalink())
  const id = useId()
  const { t } = useAdminText()
  if (state.codes) {
    return (
      <div className="site-security__codes" role="status">
        <p>
          <strong>{t('custom:twoFactor:enabled')}</strong> {t('custom:twoFactor:keepCodes')}
        </p>
        <ul aria-label={t('custom:twoFactor:recoveryCodes')}>
          {state.codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Button el="link" url="/admin/security" buttonStyle="primary" size="small" margin={false}>
          {t('custom:twoFactor:done')}
        </Button>
      </div>
    )
  }
  return (
    <form action={formAction} className="site-admin-form-row">
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AdminField htmlFor={`${id}-code`} label={label} invalid={Boolean(state.error)}>
        <input
          id={`${id}-code`}
          name="code"
          required
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={40}
          aria-describedby={hint || state.error ? `${id}-hint` : undefined}
          aria-invalid={state.error ? true : undefined}
        />
      </AdminField>
      <Button type="submit" buttonStyle="primary" margin={false} disabled={pending}>
        {submit}
      </Button>
      {state.error ? (
        <p id={`${id}-hint`} role="alert" className="site-security__error">
          {state.error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="site-security__muted">
          {hint}
        </p>
      ) : null}
    </form>
  )
}
