import { describe, expect, it } from 'vitest'

import { socialImagePath, verifySocialImage } from '@/features/seo/social-image/sign'

const secret = 'test-secret-0123456789abcdefghijkl'
const params = (path: string) => new URL(path, 'https://site.example').searchParams

describe('signed social image addresses', () => {
  it('reads back what was signed, accents included', () => {
    const path = socialImagePath(
      { title: 'Écrire une PWA hors ligne', label: 'Développement web', size: 'og' },
      secret,
    )
    expect(path.startsWith('/social-image.png?')).toBe(true)
    expect(verifySocialImage(params(path), secret)).toEqual({
      title: 'Écrire une PWA hors ligne',
      label: 'Développement web',
      size: 'og',
    })
  })

  it('refuses a changed text, size or key, and another secret', () => {
    const path = socialImagePath({ title: 'Audit', label: '', size: 'twitter' }, secret)
    for (const [key, value] of [
      ['t', 'Pirate'],
      ['s', 'og'],
      ['k', 'AAAAAAAAAAAAAAAAAAAAAA'],
      ['s', 'huge'],
    ]) {
      const changed = params(path)
      changed.set(key!, value!)
      expect(verifySocialImage(changed, secret), `${key}=${value}`).toBeNull()
    }
    expect(verifySocialImage(params(path), 'another-secret-0123456789abcdefgh')).toBeNull()
    expect(verifySocialImage(new URLSearchParams(), secret)).toBeNull()
  })

  it('cuts very long titles before signing', () => {
    const path = socialImagePath(
      { title: 'x'.repeat(500), label: 'y'.repeat(100), size: 'linkedin' },
      secret,
    )
    expect(verifySocialImage(params(path), secret)?.title).toHaveLength(160)
  })
})
