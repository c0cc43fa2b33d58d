import {
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { blogEditorFeatures } from '@/fields/blog-editor'
import { withoutUnsafeLinks, type LexicalNode } from '@/features/blog/lexical-tree'
import type { BlogArticle } from '@/payload-types'

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined

/** The article body of a Markdown text, with the article editor's features (seed and import). */
export async function markdownToArticleBody(
  config: SanitizedConfig,
  markdown: string,
): Promise<BlogArticle['content']> {
  editorConfig ??= editorConfigFactory.fromFeatures({ config, features: blogEditorFeatures })
  const state = convertMarkdownToLexical({ editorConfig: await editorConfig, markdown })
  const root: LexicalNode = JSON.parse(JSON.stringify(state.root))
  const content: BlogArticle['content'] = JSON.parse(
    JSON.stringify({ ...state, root: withoutUnsafeLinks(root) }),
  )
  return content
}
