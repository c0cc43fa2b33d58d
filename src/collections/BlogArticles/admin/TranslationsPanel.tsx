import type { UIFieldServerProps } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { adminText } from '@/features/admin-shell/admin-i18n'
import { CreateTranslationButton } from '@/collections/BlogArticles/admin/CreateTranslationButton.client'
import { isLocale, otherLocale } from '@/i18n/locales'

const names = { fr: 'custom:blog:language-fr', en: 'custom:blog:language-en' } as const
const states = { draft: 'custom:blog:draft', published: 'custom:blog:published' } as const

/** The sidebar's "Traductions": the other language's version, or a button to start it. */
export async function TranslationsPanel({ data, id, payload, req }: UIFieldServerProps) {
  const { t } = adminText(req.i18n)
  const language: unknown = data?.language
  const key: unknown = data?.translation_key
  if (!id || !isLocale(language) || typeof key !== 'string' || !isActiveAdminUser(req.user)) {
    return <p className="field-description">{t('custom:blog:saveFirst')}</p>
  }
  const target = otherLocale(language)
  const { docs } = await payload.find({
    collection: 'blog-articles',
    where: { and: [{ translation_key: { equals: key } }, { language: { equals: target } }] },
    limit: 1,
    depth: 0,
    req,
  })
  const translation = docs[0]
  return (
    <div className="field-type" data-testid="translations-panel">
      <p className="field-label">
        {t('custom:blog:translationIn', { language: t(names[target]) })}
      </p>
      {translation ? (
        <p>
          <a href={`/admin/collections/blog-articles/${translation.id}`}>{translation.title}</a> (
          {t(states[translation.status]).toLowerCase()})
        </p>
      ) : (
        <CreateTranslationButton
          id={Number(id)}
          label={t('custom:blog:createTranslation', { language: t(names[target]) })}
        />
      )}
    </div>
  )
}
