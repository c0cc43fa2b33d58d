import { randomUUID } from 'node:crypto'

import {
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { blogEditorFeatures } from '@/fields/blog-editor'
import { isCodeLanguage } from '@/fields/code-block'
import { withoutUnsafeLinks, type LexicalNode } from '@/features/blog/content/lexical-tree'
import type { BlogArticle } from '@/payload-types'

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined

const FENCE = /^```([\w-]*)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm

/** Our code block node for a fenced sample (the Markdown converter knows only its own nodes). */
function codeNode(language: string, code: string): LexicalNode {
  const lang = language === 'js' ? 'javascript' : language === 'ts' ? 'typescript' : language
  return {
    type: 'block',
    version: 2,
    format: '',
    fields: {
      id: randomUUID().replace(/-/g, '').slice(0, 24),
      blockName: '',
      blockType: 'Code',
      language: isCodeLanguage(lang) ? lang : 'plaintext',
      code: code.replace(/\n$/, ''),
    },
  }
}

/** The article body of a Markdown text, with the article editor's features (seed and import). */
export async function markdownToArticleBody(
  config: SanitizedConfig,
  markdown: string,
): Promise<BlogArticle['content']> {
  editorConfig ??= editorConfigFactory.fromFeatures({ config, features: blogEditorFeatures })
  const resolved = await editorConfig
  const convert = (text: string): LexicalNode[] => {
    if (!text.trim()) return []
    const state = convertMarkdownToLexical({ editorConfig: resolved, markdown: text })
    const root: LexicalNode = JSON.parse(JSON.stringify(state.root))
    return root.children ?? []
  }
  const children: LexicalNode[] = []
  let last = 0
  for (const match of markdown.matchAll(FENCE)) {
    children.push(
      ...convert(markdown.slice(last, match.index)),
      codeNode(match[1] ?? '', match[2] ?? ''),
    )
    last = (match.index ?? 0) + match[0].length
  }
  children.push(...convert(markdown.slice(last)))
  const root = withoutUnsafeLinks({
    type: 'root',
    children,
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
  })
  const content: BlogArticle['content'] = JSON.parse(JSON.stringify({ root }))
  return content
}
