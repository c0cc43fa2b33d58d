import { execFileSync } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContactInput } from '@/features/contact/schema'
import { storeContact } from '@/features/contact/submit-contact'

import { closeConnections } from '../int/support/test-payload'

import { PrivatePostgres } from './support/private-postgres'

/**
 * The database restarts while visitors send forms. The app must come back by itself (no restart
 * of the site), and every submission it acknowledged must be in the database afterwards; the
 * ones that failed during the outage got an error, never a false "sent".
 */
const server = new PrivatePostgres()
let payload: Payload

const input = (email: string): ContactInput => ({
  name: 'Visiteuse pendant la coupure',
  email,
  company: undefined,
  challenge: 'automation',
  goals: 'efficiency',
  projectType: 'automation',
  project: 'Automatiser les relances de devis de notre atelier de menuiserie.',
})

const emails = { ownerSubject: 'Nouveau message', ackSubject: 'Merci', ackText: 'Bien reçu.' }

async function submit(email: string): Promise<boolean> {
  try {
    await storeContact(payload, input(email), 'fr', emails)
    return true
  } catch {
    return false
  }
}

// Whatever database the other suites run on, this one needs a PostgreSQL server to restart: the
// private one, built by the app's own start-up (migrations, seed).
beforeAll(async () => {
  const adminUrl = await server.start()
  const url = adminUrl.replace(/\/postgres$/, '/site')
  execFileSync('psql', [adminUrl, '-q', '-c', 'CREATE DATABASE site'])
  process.env.DATABASE_URL = url
  delete process.env.SMTP_URL
  process.env.RATE_LIMIT_PER_10_MIN = '10000'
  // Every failed request during the outage would log its stack.
  process.env.LOG_LEVEL = 'fatal'
  const { resetEnvCache } = await import('@/config/env')
  resetEnvCache()
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config, key: url })
}, 180_000)

afterAll(async () => {
  if (payload) {
    await payload.destroy()
    await closeConnections(payload)
  }
  await server.destroy()
})

describe('PostgreSQL restarted during a load of form submissions', () => {
  it('recovers without a restart of the site and keeps every acknowledged submission', async () => {
    const acknowledged: string[] = []
    const refused: string[] = []
    let running = true
    let acknowledgedBeforeRestart = 0
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    // Four visitors keep sending the form; a failed send is retried a moment later as a
    // visitor would, under a new address so each submission is counted once.
    const visitor = async (id: number) => {
      for (let n = 0; running; n++) {
        const email = `visiteur-${id}-${n}@example.com`
        if (await submit(email)) acknowledged.push(email)
        else {
          refused.push(email)
          await pause(100)
        }
      }
    }
    const operator = async () => {
      const deadline = Date.now() + 90_000
      while (acknowledged.length < 15 && Date.now() < deadline) await pause(20)
      server.down()
      await pause(1500)
      server.up()
      acknowledgedBeforeRestart = acknowledged.length
      while (acknowledged.length < acknowledgedBeforeRestart + 15 && Date.now() < deadline) {
        await pause(20)
      }
      running = false
    }
    await Promise.all([visitor(1), visitor(2), visitor(3), visitor(4), operator()])

    expect(refused.length).toBeGreaterThan(0)
    // Served again after the restart, by the same process.
    expect(acknowledged.length - acknowledgedBeforeRestart).toBeGreaterThanOrEqual(15)
    const { docs } = await payload.find({
      collection: 'contacts',
      where: { email: { in: acknowledged } },
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const stored = new Set(docs.map((doc) => doc.email))
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([])
  })
})
