import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { withAdminDefaultLanguage } from '@/features/admin-shell/admin-language'

const request = (cookie?: string) =>
  new NextRequest('http://localhost/admin', {
    headers: { 'accept-language': 'en-US,en;q=0.9', ...(cookie ? { cookie } : {}) },
  })

describe('the admin default language', () => {
  it('gives a first visit French, even with an English browser', () => {
    const response = withAdminDefaultLanguage(request())
    expect(response.cookies.get('payload-lng')?.value).toBe('fr')
    // The request itself carries it too, so the first page already renders in French.
    expect(response.headers.get('x-middleware-request-cookie')).toContain('payload-lng=fr')
  })

  it('keeps the language the admin chose', () => {
    const response = withAdminDefaultLanguage(request('payload-lng=en; other=1'))
    expect(response.cookies.get('payload-lng')).toBeUndefined()
  })
})
