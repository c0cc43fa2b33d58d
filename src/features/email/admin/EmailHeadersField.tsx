import type { JSONFieldServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'

import './email-admin.scss'

const isHeader = (entry: [string, unknown]): entry is [string, string] =>
  typeof entry[1] === 'string'

/** The headers the site added to the message (List-Unsubscribe...), one name and value a line. */
export function EmailHeadersField({ value, req }: JSONFieldServerProps) {
  const { t } = adminText(req.i18n)
  const headers =
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).filter(isHeader)
      : []
  return (
    <section className="field-type site-outbox" aria-labelledby="outbox-headers">
      <h2 id="outbox-headers" className="site-outbox__heading">
        {t('custom:outbox:headers')}
      </h2>
      {headers.length ? (
        <dl className="site-outbox__headers">
          {headers.map(([name, content]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{content}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('custom:outbox:noHeaders')}</p>
      )}
    </section>
  )
}
