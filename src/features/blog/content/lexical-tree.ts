import { isSafeHref } from '@/features/blog/content/safe-href'

/** The part of Lexical's serialized JSON the blog reads; other properties pass through untouched. */
export type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  tag?: string
  fields?: { url?: unknown; linkType?: unknown; [key: string]: unknown }
  [key: string]: unknown
}

export type LexicalDocument = { root: LexicalNode }

export type ArticleOutline = {
  /** The words of the body, in reading order. */
  text: string
  /** Level-2 headings, in order: the table of contents and the call-to-action slots. */
  sections: string[]
  headings: number
  images: number
  listItems: number
}

function textOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
}

/** Reads the body once for reading time, search, the table of contents and structured data. */
export function outlineOf(document: LexicalDocument | null | undefined): ArticleOutline {
  const outline: ArticleOutline = { text: '', sections: [], headings: 0, images: 0, listItems: 0 }
  const blocks: string[] = []
  const visit = (node: LexicalNode) => {
    if (node.type === 'heading') {
      outline.headings += 1
      if (node.tag === 'h2') outline.sections.push(textOf(node).trim())
    }
    if (node.type === 'upload') outline.images += 1
    if (node.type === 'listitem') outline.listItems += 1
    if (['paragraph', 'heading', 'quote', 'listitem'].includes(node.type)) {
      blocks.push(textOf(node))
      if (node.type !== 'listitem') return
    }
    if (node.type === 'block' && typeof node.fields?.code === 'string')
      blocks.push(node.fields.code)
    node.children?.forEach(visit)
  }
  if (document?.root) visit(document.root)
  outline.text = blocks
    .join('\n')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return outline
}

function isLink(node: LexicalNode): boolean {
  return node.type === 'link' || node.type === 'autolink'
}

/**
 * Unwraps every link whose address could run a script (javascript:, data:...) into its plain
 * text, wherever it came from: the editor, the REST API or an import.
 */
export function withoutUnsafeLinks(node: LexicalNode): LexicalNode {
  if (!node.children) return node
  const children = node.children.flatMap((child) => {
    const safeChild = withoutUnsafeLinks(child)
    const custom = safeChild.fields?.linkType !== 'internal'
    if (isLink(safeChild) && custom && !isSafeHref(safeChild.fields?.url)) {
      return safeChild.children ?? []
    }
    return [safeChild]
  })
  return { ...node, children }
}
