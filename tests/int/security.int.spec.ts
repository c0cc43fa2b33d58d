import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * Sécurité's data through the real REST handlers: the sign-in history, the lockout, the audit
 * log of admin changes, session revocation and two-factor sign-in (TOTP). One file, one database:
 * each file starts Payload and seeds it, the slow part of the integration suite.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
const password = 'security-password-0123456789'
const owner = 'owner-security@example.com'
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) SecurityTest/1.0' }

async function signIn(email: string, pass: string, ip = '203.0.113.9') {
  return rest('POST', 'admin-users/login', {
    body: { email, password: pass },
    headers: { ...browser, ...connectedFrom(ip) },
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
  // Many sign-ins from one address here; the per-address limit is sign-in-guard.int.spec.ts's.
  ctx = await startPayload({ env: { RATE_LIMIT_PER_10_MIN: '100' } })
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

  it('records an unknown address, with that reason, without revealing more', async () => {
    expect((await signIn('nobody-security@example.com', password)).status).toBe(401)
    const [row] = await signIns('nobody-security@example.com')
    expect(row).toMatchObject({ success: false, failure: 'unknown', admin: null })
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
    // People read the admin's French labels, not slugs and field names.
    expect(docs.map((d) => d.summary)).toEqual([
      `Modification : Lead #${lead.id} (Notes, Statut)`,
      'Modification : Paramètres du site (Téléphone)',
      `Suppression : Lead #${lead.id}`,
    ])
  })

  it('is searchable and cannot be rewritten, even by an admin', async () => {
    const { token } = (await signIn(owner, password)).json() as { token: string }
    const found = await rest('GET', 'audit-log?where[summary][like]=Paramètres du site', {
      token,
    })
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
          // Another admin's password: the acting admin's own is asked too.
          body: { password: 'another-password-0123', currentPassword: password },
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

// Two-factor sign-in, with its own admin.
const tfEmail = 'two-factor@example.com'
const tfPassword = 'two-factor-password-0123'

const sidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string

async function tfSignIn() {
  const response = await rest('POST', 'admin-users/login', {
    body: { email: tfEmail, password: tfPassword },
  })
  expect(response.status).toBe(200)
  return (response.json() as { token: string }).token
}

async function tfAccount() {
  const { docs } = await ctx.payload.find({
    collection: 'admin-users',
    where: { email: { equals: tfEmail } },
    limit: 1,
  })
  return docs[0]!
}

async function tfSecret() {
  const { docs } = await ctx.payload.find({ collection: 'admin-two-factor', limit: 1 })
  return docs[0]!
}

const leadsStatus = async (token: string) => (await rest('GET', 'leads', { token })).status

describe('two-factor sign-in', () => {
  beforeAll(async () => {
    await ctx.payload.create({
      collection: 'admin-users',
      data: { email: tfEmail, password: tfPassword, name: 'Deux facteurs', is_active: true },
      overrideAccess: true,
    })
  })

  let recovery: string[] = []

  it('is set up by confirming a first code; the session that set it up stays in', async () => {
    const { startSetup, confirmSetup } = await import('@/features/security/two-factor/service')
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const token = await tfSignIn()
    const pending = await startSetup(ctx.payload, (await tfAccount()).id)
    expect(await confirmSetup(ctx.payload, await tfAccount(), sidOf(token), '000000')).toBeNull()
    expect((await tfAccount()).two_factor).toBe(false)
    recovery = (await confirmSetup(
      ctx.payload,
      await tfAccount(),
      sidOf(token),
      currentTotp(pending),
    ))!
    expect(recovery).toHaveLength(10)
    expect((await tfAccount()).two_factor).toBe(true)
    expect((await tfSecret()).secret).toBe(pending)
    expect(await leadsStatus(token)).toBe(200)
  })

  it('a new sign-in with the tfPassword only opens nothing until the code is given', async () => {
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const token = await tfSignIn()
    expect(await leadsStatus(token)).toBe(403)
    expect((await rest('GET', 'globals/booking-settings', { token })).status).toBe(403)
    expect(await verifySecondFactor(ctx.payload, await tfAccount(), sidOf(token), '123456')).toBe(
      'wrong',
    )
    expect(await leadsStatus(token)).toBe(403)
    const now = Date.now() + 60_000
    const code = currentTotp((await tfSecret()).secret!, now)
    expect(await verifySecondFactor(ctx.payload, await tfAccount(), sidOf(token), code, now)).toBe(
      'ok',
    )
    expect(await leadsStatus(token)).toBe(200)

    // The same code, seen over a shoulder, opens no other session.
    const other = await tfSignIn()
    expect(await verifySecondFactor(ctx.payload, await tfAccount(), sidOf(other), code, now)).toBe(
      'wrong',
    )
    expect(await leadsStatus(other)).toBe(403)
  })

  it('five wrong codes in a row end the session: the tfPassword is asked again', async () => {
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const token = await tfSignIn()
    const outcomes = []
    // The replayed code of the previous test was the first wrong code in a row: four more.
    for (let i = 0; i < 4; i += 1) {
      outcomes.push(
        await verifySecondFactor(ctx.payload, await tfAccount(), sidOf(token), '000000'),
      )
    }
    expect(outcomes).toEqual(['wrong', 'wrong', 'wrong', 'session-ended'])
    const me = (await rest('GET', 'admin-users/me', { token })).json() as { user: unknown }
    expect(me.user).toBeNull()
  })

  it('a recovery code replaces the app once', async () => {
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const first = await tfSignIn()
    const code = recovery[0]!
    expect(await verifySecondFactor(ctx.payload, await tfAccount(), sidOf(first), code)).toBe('ok')
    expect(await leadsStatus(first)).toBe(200)
    const second = await tfSignIn()
    expect(await verifySecondFactor(ctx.payload, await tfAccount(), sidOf(second), code)).toBe(
      'wrong',
    )
    expect(await leadsStatus(second)).toBe(403)
  })

  it('never shows its secrets through the API, even to an active admin', async () => {
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const token = await tfSignIn()
    const later = Date.now() + 120_000
    const code = currentTotp((await tfSecret()).secret!, later)
    expect(
      await verifySecondFactor(ctx.payload, await tfAccount(), sidOf(token), code, later),
    ).toBe('ok')
    expect((await rest('GET', 'admin-two-factor', { token })).status).toBe(403)
    const me = await rest('GET', 'admin-users/me', { token })
    const list = await rest('GET', 'admin-users', { token })
    for (const answer of [me.text, list.text]) {
      expect(answer).not.toContain((await tfSecret()).secret!)
      expect(answer).not.toContain('two_factor_sessions')
    }
    const forged = await rest('PATCH', `admin-users/${(await tfAccount()).id}`, {
      token,
      body: { two_factor: false, two_factor_sessions: ['forged'] },
    })
    expect(forged.status).toBe(200)
    expect((await tfAccount()).two_factor).toBe(true)
  })

  it('once removed, the tfPassword alone signs in again', async () => {
    const { removeTwoFactor } = await import('@/features/security/two-factor/service')
    await removeTwoFactor(ctx.payload, (await tfAccount()).id)
    const token = await tfSignIn()
    expect(await leadsStatus(token)).toBe(200)
  })
})
