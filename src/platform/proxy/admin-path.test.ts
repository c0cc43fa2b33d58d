import { describe, expect, it } from 'vitest'

import { isAdminPath } from '@/platform/proxy/admin-path'

describe('the admin path', () => {
  it('is /admin and what lies under it, nothing else', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/security')).toBe(true)
    expect(isAdminPath('/administration')).toBe(false)
    expect(isAdminPath('/fr')).toBe(false)
  })
})
