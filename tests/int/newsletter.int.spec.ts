import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { oneClickUnsubscribeEndpoints } from '@/collections/NewsletterSubscribers/endpoints/one-click-unsubscribe'
import { resetRateLimits } from '@/platform/rate-limit/rate-limit'
import {
  confirmSubscription,
  signUpForNewsletter,
  unsubscribe,
} from '@/features/newsletter/subscriptions'
import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, RATE_LIMIT_PER_10_MIN: '3' } })
  resetRateLimits()
})

afterAll(async () => {
  await ctx?.close()
})

async function subscriber(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs[0]
}

async function mailsTo(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'email-outbox',
    where: { to: { equals: email } },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}

const tokenIn = (text: string | null | undefined) => /token=([\w-]+)/.exec(text ?? '')?.[1] ?? ''

describe('newsletter double opt-in', () => {
  it('keeps a sign-up pending until its link is opened, and sends nothing else before', async () => {
    expect(
      await signUpForNewsletter(ctx.payload, {
        email: 'Lea@Example.com',
        locale: 'fr',
        source: 'footer',
      }),
    ).toBe('confirmation_sent')
    const pending = await subscriber('lea@example.com')
    expect(pending).toMatchObject({ status: 'pending', locale: 'fr', source: 'footer' })
    expect(pending?.consentAt).toBeTruthy()
    const [confirmation] = await mailsTo('lea@example.com')
    expect(confirmation?.subject).toMatch(/Confirmez votre inscription/)
    expect(confirmation?.text).toContain('/fr/newsletter/confirmation?token=')
    // The token never reaches the API, the admin or an export, even for an admin.
    const admin = await ctx.payload.create({
      collection: 'admin-users',
      data: {
        email: 'owner@example.com',
        name: 'Propriétaire',
        password: 'a-long-admin-password',
        is_active: true,
      },
      overrideAccess: true,
    })
    const asAdmin = await ctx.payload.findByID({
      collection: 'newsletter-subscribers',
      id: pending!.id,
      overrideAccess: false,
      user: { ...admin, collection: 'admin-users' },
    })
    expect(asAdmin.email).toBe('lea@example.com')
    expect(asAdmin).not.toHaveProperty('token')

    const lead = await ctx.payload.find({
      collection: 'leads',
      where: { email: { equals: 'lea@example.com' } },
      overrideAccess: true,
    })
    expect(lead.docs[0]?.source).toBe('newsletter')
  })

  it('treats a second sign-up as a reminder, not an error', async () => {
    await signUpForNewsletter(ctx.payload, {
      email: 'lea@example.com',
      locale: 'fr',
      source: 'blog',
    })
    expect((await mailsTo('lea@example.com')).length).toBe(2)
    const { totalDocs } = await ctx.payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: 'lea@example.com' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('confirms with the link, then welcomes with a one-click unsubscribe link and headers', async () => {
    const token = tokenIn((await mailsTo('lea@example.com'))[1]?.text)
    const { subscriber: confirmed } = await confirmSubscription(ctx.payload, token)
    expect(confirmed?.status).toBe('confirmed')
    expect(confirmed?.confirmedAt).toBeTruthy()
    const welcome = (await mailsTo('lea@example.com')).at(-1)
    expect(welcome?.subject).toMatch(/Bienvenue/)
    expect(welcome?.text).toContain(`/fr/newsletter/desinscription?token=${token}`)
    expect(welcome?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(String((welcome?.headers as Record<string, string>)['List-Unsubscribe'])).toContain(
      `/api/newsletter-subscribers/unsubscribe?token=${token}`,
    )
    // Signing up again once confirmed sends nothing more.
    expect(
      await signUpForNewsletter(ctx.payload, {
        email: 'lea@example.com',
        locale: 'fr',
        source: 'footer',
      }),
    ).toBe('already_confirmed')
    expect((await mailsTo('lea@example.com')).length).toBe(3)
  })

  it('unsubscribes with the token alone, and refuses unknown tokens', async () => {
    const token = tokenIn((await mailsTo('lea@example.com'))[1]?.text)
    expect((await unsubscribe(ctx.payload, 'not-a-real-token')).subscriber).toBeUndefined()
    expect((await unsubscribe(ctx.payload, token)).subscriber?.status).toBe('unsubscribed')
    expect((await confirmSubscription(ctx.payload, token)).subscriber?.status).toBe('unsubscribed')
  })
})

describe('one-click unsubscribe endpoint', () => {
  const post = oneClickUnsubscribeEndpoints.find((e) => e.method === 'post')!
  const call = (token: string, ip: string) =>
    post.handler({
      payload: ctx.payload,
      url: `http://localhost:3000/api/newsletter-subscribers/unsubscribe?token=${token}`,
      headers: new Headers(connectedFrom(ip)),
    } as PayloadRequest)

  it('unsubscribes on the mail client POST and answers 404 for an unknown link', async () => {
    await signUpForNewsletter(ctx.payload, {
      email: 'tom@example.com',
      locale: 'en',
      source: 'popup',
    })
    const token = tokenIn((await mailsTo('tom@example.com'))[0]?.text)
    expect((await call(token, '198.51.100.1')).status).toBe(200)
    expect((await subscriber('tom@example.com'))?.status).toBe('unsubscribed')
    expect((await call('unknown', '198.51.100.1')).status).toBe(404)
  })

  it('answers 429 with Retry-After once an address exceeds the limit', async () => {
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await call('unknown', '203.0.113.50'))
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([404, 404, 404])
    expect(answers[3]?.status).toBe(429)
    expect(Number(answers[3]?.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
