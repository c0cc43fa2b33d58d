import {
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { blogEditorFeatures } from '@/fields/blog-editor'
import { withoutUnsafeLinks, type LexicalDocument } from '@/features/blog/lexical-tree'

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined

/** The article body of a Markdown text, with the article editor's features (seed and import). */
export async function markdownToArticleBody(
  config: SanitizedConfig,
  markdown: string,
): Promise<LexicalDocument> {
  editorConfig ??= editorConfigFactory.fromFeatures({ config, features: blogEditorFeatures })
  const state = convertMarkdownToLexical({ editorConfig: await editorConfig, markdown })
  const document: LexicalDocument = JSON.parse(JSON.stringify(state))
  return { ...document, root: withoutUnsafeLinks(document.root) }
}
