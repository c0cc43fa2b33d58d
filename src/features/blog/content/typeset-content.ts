import type { LexicalDocument, LexicalNode } from '@/features/blog/content/lexical-tree'
import { frenchTypography } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

/** Lexical's format bit for inline code: its spaces are the code's own. */
const CODE_FORMAT = 16

function typesetNode(node: LexicalNode): LexicalNode {
  const format = typeof node.format === 'number' ? node.format : 0
  const text =
    typeof node.text === 'string' && !(format & CODE_FORMAT)
      ? frenchTypography(node.text)
      : node.text
  return {
    ...node,
    ...(text !== undefined && { text }),
    ...(node.children && { children: node.children.map(typesetNode) }),
  }
}

/**
 * A French body with French spacing in every text run, whoever typed it (the editor, an import,
 * the seed); code blocks keep theirs. English bodies are returned as they are.
 */
export function typesetContent(content: LexicalDocument, language: Locale): LexicalDocument {
  if (language !== 'fr' || !content?.root) return content
  return { ...content, root: typesetNode(content.root) }
}
