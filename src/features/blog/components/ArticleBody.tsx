import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import type { LexicalDocument, LexicalNode } from '@/features/blog/content/lexical-tree'
import { articleConverters } from '@/features/blog/pages/article-converters'
import type { TocEntry } from '@/features/blog/content/toc'

type RichTextData = Parameters<typeof RichText>[0]['data']

type Props = {
  content: LexicalDocument
  toc: TocEntry[]
  /** Cards to place after a section, by its number (1-based, counted in level-2 headings). */
  afterSection: Map<number, ReactNode>
}

/**
 * The body, cut before each level-2 heading so the call-to-action cards close the sections they
 * follow; the headings carry the table of contents' anchors.
 */
export function ArticleBody({ content, toc, afterSection }: Props) {
  const chunks: LexicalNode[][] = [[]]
  let section = 0
  for (const node of content.root.children ?? []) {
    if (node.type === 'heading' && node.tag === 'h2') {
      section += 1
      chunks.push([{ ...node, anchorId: toc[section - 1]?.id }])
    } else {
      chunks.at(-1)!.push(node)
    }
  }
  return (
    <div className="article-body">
      {chunks.map((nodes, index) => (
        <div key={index}>
          {nodes.length > 0 && (
            <RichText
              data={{ ...content, root: { ...content.root, children: nodes } } as RichTextData}
              converters={articleConverters}
              disableContainer
            />
          )}
          {afterSection.get(index)}
        </div>
      ))}
    </div>
  )
}
