import type { UIFieldServerProps } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { CreateTranslationButton } from '@/collections/BlogArticles/admin/CreateTranslationButton.client'
import { isLocale, otherLocale } from '@/i18n/locales'

const names = { fr: 'français', en: 'anglais' } as const
const states = { draft: 'brouillon', published: 'publié' } as const

/** The sidebar's "Traductions": the other language's version, or a button to start it. */
export async function TranslationsPanel({ data, id, payload, req }: UIFieldServerProps) {
  const language: unknown = data?.language
  const key: unknown = data?.translation_key
  if (!id || !isLocale(language) || typeof key !== 'string' || !isActiveAdminUser(req.user)) {
    return <p className="field-description">Enregistrez l’article pour gérer sa traduction.</p>
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
      <p className="field-label">Traduction en {names[target]}</p>
      {translation ? (
        <p>
          <a href={`/admin/collections/blog-articles/${translation.id}`}>{translation.title}</a> (
          {states[translation.status]})
        </p>
      ) : (
        <CreateTranslationButton
          id={Number(id)}
          label={`Créer la traduction en ${names[target]}`}
        />
      )}
    </div>
  )
}
