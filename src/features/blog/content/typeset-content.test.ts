import { describe, expect, it } from 'vitest'

import type { LexicalDocument } from '@/features/blog/content/lexical-tree'
import { typesetContent } from '@/features/blog/content/typeset-content'

const body = (...children: { type: string; text: string; format?: number }[]): LexicalDocument => ({
  root: { type: 'root', children: [{ type: 'paragraph', children }] },
})
const texts = (document: LexicalDocument) =>
  document.root.children![0]!.children!.map((node) => node.text)

describe('typesetContent', () => {
  it('sets French spacing in every text run of a French body', () => {
    const typeset = typesetContent(
      body({ type: 'text', text: 'Combien ?' }, { type: 'text', text: ' : 3 500 €', format: 1 }),
      'fr',
    )
    expect(texts(typeset)).toEqual(['Combien\u202f?', '\u202f: 3\u202f500\u00a0€'])
  })

  it('leaves inline code and English bodies alone', () => {
    const code = body({ type: 'text', text: 'a ? b : c', format: 16 })
    expect(texts(typesetContent(code, 'fr'))).toEqual(['a ? b : c'])
    const english = body({ type: 'text', text: 'Why ?' })
    expect(typesetContent(english, 'en')).toBe(english)
  })
})
