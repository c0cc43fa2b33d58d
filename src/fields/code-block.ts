import type { Block } from 'payload'

/** Languages a code sample may be labelled with (the label is shown to readers). */
export const codeLanguages = {
  plaintext: 'Texte',
  json: 'JSON',
  html: 'HTML',
  css: 'CSS',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  shell: 'Terminal',
  sql: 'SQL',
  formula: 'Formule de tableur',
} as const

export type CodeLanguage = keyof typeof codeLanguages

export function isCodeLanguage(value: string): value is CodeLanguage {
  return Object.hasOwn(codeLanguages, value)
}

/**
 * A code sample in an article. A plain text area rather than Payload's premade code block, whose
 * editor loads Monaco from a CDN: nothing of the site may depend on a third-party download.
 */
export const codeBlock: Block = {
  slug: 'Code',
  labels: { singular: { fr: 'Code', en: 'Code' }, plural: { fr: 'Codes', en: 'Codes' } },
  fields: [
    {
      name: 'language',
      label: { fr: 'Langage', en: 'Language' },
      type: 'select',
      defaultValue: 'plaintext',
      options: Object.entries(codeLanguages).map(([value, label]) => ({ value, label })),
    },
    { name: 'code', label: { fr: 'Code', en: 'Code' }, type: 'textarea', required: true },
  ],
}
