import type { UIFieldServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'
import { previewDocument } from '@/features/email/preview-document'

import './email-admin.scss'

/**
 * The outbox message as its recipient sees it: the HTML drawn in a frame sandboxed of
 * everything (no script, no form, no popup, an origin of its own), whose document also forbids
 * every load, so a message can neither run code in the back office nor call a tracker. The
 * source stays one click away for a message that looks wrong.
 */
export function EmailPreviewField({ data, req }: UIFieldServerProps) {
  const { t } = adminText(req.i18n)
  const html: unknown = data?.html
  const subject: unknown = data?.subject
  return (
    <section className="field-type site-outbox" aria-labelledby="outbox-preview">
      <h2 id="outbox-preview" className="site-outbox__heading">
        {t('custom:outbox:preview')}
      </h2>
      {typeof html === 'string' && html.trim() ? (
        <>
          <p className="field-description">{t('custom:outbox:previewNote')}</p>
          <iframe
            className="site-outbox__frame"
            sandbox=""
            srcDoc={previewDocument(html)}
            title={t('custom:outbox:previewTitle', {
              subject: typeof subject === 'string' ? subject : '',
            })}
          />
          <details className="site-outbox__source">
            <summary>{t('custom:outbox:htmlSource')}</summary>
            <pre>{html}</pre>
          </details>
        </>
      ) : (
        <p>{t('custom:outbox:noHtml')}</p>
      )}
    </section>
  )
}
