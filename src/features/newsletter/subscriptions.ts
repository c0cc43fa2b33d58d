import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import { normalizeEmail } from '@/features/leads/lead-options'
import type { SubscriberSource } from '@/features/newsletter/options'
import { sendConfirmationEmail, sendWelcomeEmail } from '@/features/newsletter/newsletter-emails'
import type { Locale } from '@/i18n/locales'
import type { NewsletterSubscriber } from '@/payload-types'

export type SignUp = { email: string; locale: Locale; source: SubscriberSource }

/** What the visitor is told; every case is a success for them (signing up twice is no error). */
export type SignUpOutcome = 'confirmation_sent' | 'already_confirmed'

const newToken = () => randomBytes(24).toString('base64url')

async function findByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0]
}

async function findByToken(payload: Payload, token: string) {
  if (!token || token.length > 100) return undefined
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0]
}

/** Creates or refreshes a pending subscription and sends the confirmation link (double opt-in). */
async function storePending(payload: Payload, signUp: SignUp, email: string) {
  const existing = await findByEmail(payload, email)
  const data = {
    status: 'pending' as const,
    locale: signUp.locale,
    source: signUp.source,
    consentAt: new Date().toISOString(),
    unsubscribedAt: null,
  }
  if (existing) {
    return payload.update({
      collection: 'newsletter-subscribers',
      id: existing.id,
      data,
      overrideAccess: true,
      showHiddenFields: true,
    })
  }
  try {
    return await payload.create({
      collection: 'newsletter-subscribers',
      data: { ...data, email, token: newToken() },
      overrideAccess: true,
      showHiddenFields: true,
    })
  } catch (error) {
    // The same address signed up twice at once: the unique index kept the first one.
    const winner = await findByEmail(payload, email)
    if (winner) return winner
    throw error
  }
}

export async function signUpForNewsletter(
  payload: Payload,
  signUp: SignUp,
): Promise<SignUpOutcome> {
  const email = normalizeEmail(signUp.email)
  const existing = await findByEmail(payload, email)
  if (existing?.status === 'confirmed') return 'already_confirmed'
  const subscriber = await storePending(payload, signUp, email)
  const lead = await recordLeadActivity(payload, {
    email,
    locale: signUp.locale,
    source: 'newsletter',
    summary: 'Inscription à la newsletter (confirmation envoyée)',
    related: { collection: 'newsletter-subscribers', id: subscriber.id },
  })
  if (!subscriber.lead) {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { lead: lead.id },
      overrideAccess: true,
    })
  }
  await sendConfirmationEmail(payload, subscriber)
  return 'confirmation_sent'
}

export type TokenOutcome = { subscriber: NewsletterSubscriber } | { subscriber: undefined }

/** The confirmation link: a pending subscription becomes confirmed; opening it again is harmless. */
export async function confirmSubscription(payload: Payload, token: string): Promise<TokenOutcome> {
  const subscriber = await findByToken(payload, token)
  if (!subscriber || subscriber.status !== 'pending') return { subscriber }
  const confirmed = await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
    overrideAccess: true,
    showHiddenFields: true,
  })
  await recordLeadActivity(payload, {
    email: confirmed.email,
    locale: confirmed.locale,
    source: 'newsletter',
    summary: 'Abonnement à la newsletter confirmé',
    related: { collection: 'newsletter-subscribers', id: confirmed.id },
  })
  await sendWelcomeEmail(payload, confirmed)
  return { subscriber: confirmed }
}

/** One-click unsubscribe, no sign-in: the token alone identifies the subscriber. */
export async function unsubscribe(payload: Payload, token: string): Promise<TokenOutcome> {
  const subscriber = await findByToken(payload, token)
  if (!subscriber || subscriber.status === 'unsubscribed') return { subscriber }
  const done = await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    overrideAccess: true,
    showHiddenFields: true,
  })
  await recordLeadActivity(payload, {
    email: done.email,
    locale: done.locale,
    source: 'newsletter',
    summary: 'Désinscription de la newsletter',
    related: { collection: 'newsletter-subscribers', id: done.id },
  })
  return { subscriber: done }
}
