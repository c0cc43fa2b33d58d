import type { AdminLanguage } from '@/i18n/admin-table'

/**
 * The audit log stores slugs and field names (stable, searchable by developers); people read
 * the labels the admin shows for the same collection, global and fields: French in the stored
 * summaries, the admin's language on the Sécurité screen.
 */
type Label = unknown

type FieldLike = { name?: string; label?: Label; fields?: FieldLike[]; tabs?: FieldLike[] }

export type LabelledConfig = {
  collections: { slug: string; labels?: { singular?: Label }; fields: FieldLike[] }[]
  globals: { slug: string; label?: Label; fields: FieldLike[] }[]
}

/** A static label in that language (else French); functions and `false` give nothing. */
function text(label: Label, language: AdminLanguage): string | undefined {
  if (typeof label === 'string') return label || undefined
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const value = byLanguage[language] ?? byLanguage.fr ?? Object.values(byLanguage)[0]
    return typeof value === 'string' && value ? value : undefined
  }
  return undefined
}

/** Finds a named field, also inside rows, collapsibles and unnamed tabs. */
function findField(fields: FieldLike[], name: string): FieldLike | undefined {
  for (const field of fields) {
    if (field.name === name) return field
    if (!field.name) {
      const inner = findField([...(field.fields ?? []), ...(field.tabs ?? [])], name)
      if (inner) return inner
    }
  }
  return undefined
}

function owner(config: LabelledConfig, slug: string) {
  const collection = config.collections.find((c) => c.slug === slug)
  if (collection) return { label: collection.labels?.singular, fields: collection.fields }
  const global = config.globals.find((g) => g.slug === slug)
  return global ? { label: global.label, fields: global.fields } : undefined
}

export function entityLabel(
  config: LabelledConfig,
  slug: string,
  language: AdminLanguage = 'fr',
): string {
  return text(owner(config, slug)?.label, language) ?? slug
}

export function fieldLabel(
  config: LabelledConfig,
  slug: string,
  name: string,
  language: AdminLanguage = 'fr',
): string {
  // Payload's own auth field has no label in our config.
  if (name === 'password') return language === 'en' ? 'Password' : 'Mot de passe'
  const fields = owner(config, slug)?.fields ?? []
  return text(findField(fields, name)?.label, language) ?? name
}

/** "Statut, Notes" from "status, notes" as stored. */
export function fieldLabels(
  config: LabelledConfig,
  slug: string,
  stored: string | null,
  language: AdminLanguage = 'fr',
): string {
  if (!stored) return ''
  return stored
    .split(',')
    .map((name) => fieldLabel(config, slug, name.trim(), language))
    .join(', ')
}

/** The record's screen in the admin, while it exists. */
export function recordHref(config: LabelledConfig, slug: string, id: string | null): string {
  if (config.globals.some((g) => g.slug === slug)) return `/admin/globals/${slug}`
  return id ? `/admin/collections/${slug}/${id}` : `/admin/collections/${slug}`
}
