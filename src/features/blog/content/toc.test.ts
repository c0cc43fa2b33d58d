import { describe, expect, it } from 'vitest'

import { tableOfContents } from '@/features/blog/content/toc'

describe('table of contents', () => {
  it('makes readable, unique anchors', () => {
    expect(tableOfContents(['Pourquoi une PWA ?', 'Le coût réel', 'Le coût réel', '???'])).toEqual([
      { id: 'pourquoi-une-pwa', text: 'Pourquoi une PWA ?' },
      { id: 'le-cout-reel', text: 'Le coût réel' },
      { id: 'le-cout-reel-2', text: 'Le coût réel' },
      { id: 'section', text: '???' },
    ])
  })
})
