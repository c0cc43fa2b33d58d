import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestContext } from './support/test-payload'
import { type SignedIn, twoFactorAdmin } from './support/two-factor-admin'

/**
 * Payload's own collections (document locks, preferences, migrations, jobs) under the back
 * office's rule: a session that signed in with the password but still owes its second step
 * reads, creates and deletes nothing there; once the code is given, it may.
 */
let ctx: TestContext
let pending: SignedIn
let verified: SignedIn
let leadId = 0

const password = 'internal-password-0123456789'

beforeAll(async () => {
  ctx = await startPayload()
  const admin = await twoFactorAdmin(ctx.payload, 'internal-2fa@example.com', password)
  const first = await admin.signIn()
  verified = await admin.verify(first)
  pending = await admin.signIn()
  const lead = await ctx.payload.create({
    collection: 'leads',
    data: {
      email: 'locked@example.com',
      name: 'Lock',
      source: 'contact',
      locale: 'fr',
      status: 'new',
    },
    overrideAccess: true,
  })
  leadId = lead.id
}, 120_000)

afterAll(async () => {
  await ctx?.close()
})

const as = (who: SignedIn) => ({ user: who.user, overrideAccess: false })

const lockOf = (who: SignedIn) => ({
  document: { relationTo: 'leads' as const, value: leadId },
  user: { relationTo: 'admin-users' as const, value: who.user.id },
})

/** Rows in the collection, whoever may see them. */
const rows = async (collection: CollectionSlug) =>
  (await ctx.payload.count({ collection, overrideAccess: true })).totalDocs

describe('Payload internal collections', () => {
  it('the session is still owed its second step, the other is fully signed in', () => {
    expect(pending.user.id).toBe(verified.user.id)
    expect(pending.sid).not.toBe(verified.sid)
  })

  it('refuses a session owing its second step to read, create or delete document locks', async () => {
    const lock = await ctx.payload.create({
      collection: 'payload-locked-documents',
      data: lockOf(verified),
      overrideAccess: true,
    })
    const before = await rows('payload-locked-documents')
    await expect(
      ctx.payload.find({ collection: 'payload-locked-documents', ...as(pending) }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      ctx.payload.create({
        collection: 'payload-locked-documents',
        data: lockOf(pending),
        ...as(pending),
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      ctx.payload.delete({ collection: 'payload-locked-documents', id: lock.id, ...as(pending) }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await rows('payload-locked-documents')).toBe(before)
  })

  it('lets the fully signed-in admin read, create and delete document locks', async () => {
    const created = await ctx.payload.create({
      collection: 'payload-locked-documents',
      data: lockOf(verified),
      ...as(verified),
    })
    const { docs } = await ctx.payload.find({
      collection: 'payload-locked-documents',
      ...as(verified),
    })
    expect(docs.map((doc) => doc.id)).toContain(created.id)
    await ctx.payload.delete({
      collection: 'payload-locked-documents',
      id: created.id,
      ...as(verified),
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(await rows('payload-locked-documents')).toBe(docs.length - 1)
  })

  it('refuses that session the preferences, migrations, jobs and key-value store too', async () => {
    const preference = { key: 'probe', value: { open: true }, user: lockOf(pending).user }
    await expect(
      ctx.payload.create({ collection: 'payload-preferences', data: preference, ...as(pending) }),
    ).rejects.toMatchObject({ status: 403 })
    for (const collection of [
      'payload-preferences',
      'payload-migrations',
      'payload-jobs',
      'payload-kv',
    ] as const) {
      await expect(ctx.payload.find({ collection, ...as(pending) })).rejects.toMatchObject({
        status: 403,
      })
    }
    const migrations = await ctx.payload.find({ collection: 'payload-migrations', ...as(verified) })
    expect(migrations.totalDocs).toBeGreaterThan(0)
    await ctx.payload.create({
      collection: 'payload-preferences',
      data: preference,
      ...as(verified),
    })
    expect(await rows('payload-preferences')).toBeGreaterThan(0)
  })
})
