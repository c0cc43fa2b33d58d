import { describe, expect, it } from 'vitest'

import { shareLinks } from '@/features/blog/reading/share-links'

describe('share links', () => {
  it('encodes the address and the title for each network', () => {
    const links = shareLinks('https://example.com/fr/blog/ai/ia-pme?x=1&y=2', 'L’IA & vous')
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Ffr%2Fblog%2Fai%2Fia-pme%3Fx%3D1%26y%3D2',
    )
    expect(links.twitter).toContain('&text=L%E2%80%99IA%20%26%20vous')
    expect(links.facebook).toContain('sharer.php?u=https%3A%2F%2Fexample.com')
    expect(links.email).toBe(
      'mailto:?subject=L%E2%80%99IA%20%26%20vous&body=https%3A%2F%2Fexample.com%2Ffr%2Fblog%2Fai%2Fia-pme%3Fx%3D1%26y%3D2',
    )
  })
})
