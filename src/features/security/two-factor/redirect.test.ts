import { describe, expect, it } from 'vitest'

import { afterSignIn } from '@/features/security/two-factor/redirect'

describe('afterSignIn', () => {
  it('returns to the back-office page the admin asked for', () => {
    expect(afterSignIn('/admin/collections/leads')).toBe('/admin/collections/leads')
    expect(afterSignIn('/admin/seo?q=blog')).toBe('/admin/seo?q=blog')
    expect(afterSignIn('/admin')).toBe('/admin')
  })

  it('never leaves the back office or loops on the code screen', () => {
    for (const target of [
      'https://evil.example.com/admin',
      '//evil.example.com/admin',
      '/admin//evil.example.com',
      '/\\evil.example.com',
      '/administrator',
      '/fr/contact',
      '/admin/two-factor',
      undefined,
      42,
    ]) {
      expect(afterSignIn(target)).toBe('/admin')
    }
  })
})
