import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * Sécurité's data through the real REST handlers: the sign-in history, the lockout, the audit
 * log of admin changes, and session revocation.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
const password = 'security-password-0123456789'
const owner = 'owner-security@example.com'
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) SecurityTest/1.0' }

async function signIn(email: string, pass: string, ip = '203.0.113.9') {
  return rest('POST', 'admin-users/login', {
    body: { email, password: pass },
    headers: { ...browser, 'x-forwarded-for': ip },
  })
}

async function signIns(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'admin-sign-ins',
    where: { email: { equals: email } },
    sort: 'createdAt',
    limit: 50,
    depth: 0,
  })
  return docs
}

async function adminId(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'admin-users',
    where: { email: { equals: email } },
    limit: 1,
  })
  return docs[0]!.id
}

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  for (const email of [owner, 'second-security@example.com', 'locked-security@example.com']) {
    await ctx.payload.create({
      collection: 'admin-users',
      data: { email, password, name: email.split('@')[0]!, is_active: true },
      overrideAccess: true,
    })
  }
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

describe('sign-in history', () => {
  it('records a refused and a successful sign-in with address, browser and session', async () => {
    expect((await signIn(owner, 'wrong-password-123456')).status).toBe(401)
    const ok = await signIn(owner, password)
    expect(ok.status).toBe(200)
    const { token } = ok.json() as { token: string }
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid
    const rows = await signIns(owner)
    expect(rows.map((r) => [r.success, r.failure ?? null])).toEqual([
      [false, 'credentials'],
      [true, null],
    ])
    expect(rows[1]).toMatchObject({
      ip: '203.0.113.9',
      user_agent: browser['user-agent'],
      session_id: sid,
      admin: await adminId(owner),
    })
  })

  it('records an unknown address without revealing more', async () => {
    expect((await signIn('nobody-security@example.com', password)).status).toBe(401)
    const [row] = await signIns('nobody-security@example.com')
    expect(row).toMatchObject({ success: false, failure: 'credentials', admin: null })
  })

  it('marks the attempts refused because the account is locked', async () => {
    const email = 'locked-security@example.com'
    for (let i = 0; i < 6; i += 1) await signIn(email, 'wrong-password-123456')
    expect((await signIn(email, password)).status).toBe(401)
    const rows = await signIns(email)
    expect(rows.at(-1)?.failure).toBe('locked')
    expect(rows.some((r) => r.success)).toBe(false)
  })

  it('is closed to visitors, even for writing', async () => {
    expect([401, 403]).toContain((await rest('GET', 'admin-sign-ins')).status)
    const forged = await rest('POST', 'admin-sign-ins', { body: { email: 'x@example.com' } })
    expect([401, 403]).toContain(forged.status)
  })
})

describe('audit log', () => {
  it('records who changed which record and which fields, and nothing for visitors', async () => {
    const { token } = (await signIn(owner, password)).json() as { token: string }
    const lead = await ctx.payload.create({
      collection: 'leads',
      data: { email: 'audited-lead@example.com', locale: 'fr', source: 'contact', status: 'new' },
    })
    const changed = await rest('PATCH', `leads/${lead.id}`, {
      token,
      body: { status: 'won', notes: 'Signé' },
    })
    expect(changed.status).toBe(200)
    const settings = await rest('POST', 'globals/site-settings', {
      token,
      body: { phone: '+33 1 00 00 00 00' },
    })
    expect(settings.status).toBe(200)
    expect((await rest('DELETE', `leads/${lead.id}`, { token })).status).toBe(200)

    const { docs } = await ctx.payload.find({
      collection: 'audit-log',
      sort: 'createdAt',
      limit: 20,
      depth: 0,
    })
    const lines = docs.map((d) => [d.action, d.entity, d.record_id ?? null, d.fields ?? null])
    expect(lines).toEqual([
      ['update', 'leads', String(lead.id), 'notes, status'],
      ['update', 'site-settings', null, 'phone'],
      ['delete', 'leads', String(lead.id), null],
    ])
    expect(docs[0]).toMatchObject({ actor: await adminId(owner), actor_name: 'owner-security' })
  })

  it('is searchable and cannot be rewritten, even by an admin', async () => {
    const { token } = (await signIn(owner, password)).json() as { token: string }
    const found = await rest('GET', 'audit-log?where[summary][like]=site-settings', { token })
    expect((found.json() as { totalDocs: number }).totalDocs).toBe(1)
    const [entry] = (found.json() as { docs: { id: number }[] }).docs
    const edit = await rest('PATCH', `audit-log/${entry!.id}`, { token, body: { fields: 'x' } })
    expect(edit.status).toBe(403)
    expect((await rest('DELETE', `audit-log/${entry!.id}`, { token })).status).toBe(403)
  })
})

describe('sessions', () => {
  it('a revoked session ends at its next request, the admin’s other sessions go on', async () => {
    const email = 'second-security@example.com'
    const first = (await signIn(email, password)).json() as { token: string }
    const second = (await signIn(email, password)).json() as { token: string }
    const me = async (token: string) =>
      (await rest('GET', 'admin-users/me', { token })).json() as { user: { email: string } | null }
    expect((await me(first.token)).user?.email).toBe(email)

    const sid = JSON.parse(Buffer.from(first.token.split('.')[1]!, 'base64url').toString()).sid
    const { revokeAdminSession } = await import('@/features/security/sessions')
    const admin = await ctx.payload.findByID({
      collection: 'admin-users',
      id: await adminId(email),
    })
    expect(await revokeAdminSession(ctx.payload, admin, sid)).toBe(true)
    expect(await revokeAdminSession(ctx.payload, admin, sid)).toBe(false)

    expect((await me(first.token)).user).toBeNull()
    expect((await me(second.token)).user?.email).toBe(email)
    expect((await rest('GET', 'leads', { token: first.token })).status).toBe(403)
  })
})

describe('admin accounts', () => {
  it('an edit logs what changed, a new password as "password", and deletion takes the 2FA secret', async () => {
    const { token } = (await signIn(owner, password)).json() as { token: string }
    const created = await rest('POST', 'admin-users', {
      token,
      body: { email: 'temp-security@example.com', password, name: 'Temp', is_active: true },
    })
    expect(created.status).toBe(201)
    const id = (created.json() as { doc: { id: number } }).doc.id
    const fieldsOf = async () => {
      const { docs } = await ctx.payload.find({
        collection: 'audit-log',
        where: {
          and: [{ entity: { equals: 'admin-users' } }, { record_id: { equals: String(id) } }],
        },
        sort: 'createdAt',
        depth: 0,
      })
      return docs.map((d) => `${d.action}:${d.fields ?? ''}`)
    }
    expect(
      (await rest('PATCH', `admin-users/${id}`, { token, body: { name: 'Temporaire' } })).status,
    ).toBe(200)
    expect(
      (
        await rest('PATCH', `admin-users/${id}`, {
          token,
          body: { password: 'another-password-0123' },
        })
      ).status,
    ).toBe(200)
    const { startSetup } = await import('@/features/security/two-factor/service')
    await startSetup(ctx.payload, id)
    expect((await rest('DELETE', `admin-users/${id}`, { token })).status).toBe(200)
    expect(await ctx.payload.count({ collection: 'admin-two-factor' })).toEqual({ totalDocs: 0 })
    const lines = await fieldsOf()
    expect(lines[0]).toMatch(/^create:/)
    expect(lines.slice(1)).toEqual(['update:name', 'update:password', 'delete:'])
  })
})
