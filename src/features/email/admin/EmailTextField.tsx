import type { TextareaFieldServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'

import './email-admin.scss'

/**
 * The message's text part, as mail clients without HTML show it: whole, its lines and links
 * as written (a password reset's link included), instead of a box of a few lines to scroll.
 */
export function EmailTextField({ value, req }: TextareaFieldServerProps) {
  const { t } = adminText(req.i18n)
  return (
    <section className="field-type site-outbox" aria-labelledby="outbox-text">
      <h2 id="outbox-text" className="site-outbox__heading">
        {t('custom:outbox:text')}
      </h2>
      {typeof value === 'string' && value.trim() ? (
        <pre className="site-outbox__text">{value}</pre>
      ) : (
        <p>{t('custom:outbox:noText')}</p>
      )}
    </section>
  )
}
