import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { ensureInitialAdmin } from '@/features/seed/initial-admin'

/** A Payload whose database is empty of admins, recording what would be written. */
function emptyPayload() {
  const create = vi.fn(async () => ({}))
  const payload = {
    count: async () => ({ totalDocs: 0 }),
    create,
    logger: { info: () => undefined },
  } as unknown as Payload
  return { payload, create }
}

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('refuses to start with a common password, naming the setting, and creates no account', async () => {
    const { payload, create } = emptyPayload()
    await expect(
      ensureInitialAdmin(payload, { email: 'owner@example.com', password: 'password1234' }),
    ).rejects.toThrow(/^ADMIN_PASSWORD is too common/)
    await expect(
      ensureInitialAdmin(payload, { email: 'owner@example.com', password: 'owner@example.com1' }),
    ).rejects.toThrow(/^ADMIN_PASSWORD is too common/)
    expect(create).not.toHaveBeenCalled()
  })

  it('creates the active admin from a strong password', async () => {
    const { payload, create } = emptyPayload()
    await ensureInitialAdmin(payload, {
      email: 'owner@example.com',
      password: 'correct-horse-battery-staple',
    })
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'admin-users',
        data: expect.objectContaining({ email: 'owner@example.com', is_active: true }),
      }),
    )
  })
})
