import { describe, expect, it } from 'vitest'

import { InvalidEnvironmentError, parseEnv } from '@/config/env'

const strongSecret = 'k'.repeat(48)

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems
    throw error
  }
  return []
}

describe('environment validation', () => {
  it('starts in development with defaults: SQLite under data/ and a development secret', () => {
    const env = parseEnv({})
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.PAYLOAD_SECRET).not.toBe('')
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('refuses to start in production without a secret and names the variable', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PAYLOAD_SECRET is missing, a known default or shorter than 32 characters',
    ])
  })

  it('refuses well-known and short secrets in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: 'change-me' })).toHaveLength(1)
    expect(problemsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short-secret' })).toHaveLength(1)
    expect(problemsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: strongSecret })).toEqual([])
  })

  it('names each wrong variable', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://localhost/site',
      SITE_URL: 'not a url',
      ADMIN_EMAIL: 'owner@example.com',
    })
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'ADMIN_PASSWORD',
      'DATABASE_URL',
      'SITE_URL',
    ])
  })

  it('holds the first admin password to the length of every admin password', () => {
    const admin = { ADMIN_EMAIL: 'owner@example.com' }
    expect(problemsOf({ ...admin, ADMIN_PASSWORD: 'abc' })).toEqual([
      'ADMIN_PASSWORD must be at least 12 characters',
    ])
    expect(problemsOf({ ...admin, ADMIN_PASSWORD: 'correct-horse-battery-staple' })).toEqual([])
  })

  it('reads the shutdown grace period and whether the site handles the stop signals', () => {
    expect(parseEnv({})).toMatchObject({
      SHUTDOWN_GRACE_SECONDS: 30,
      NEXT_MANUAL_SIG_HANDLE: false,
    })
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: '5', NEXT_MANUAL_SIG_HANDLE: '1' })).toMatchObject({
      SHUTDOWN_GRACE_SECONDS: 5,
      NEXT_MANUAL_SIG_HANDLE: true,
    })
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: '-1' })[0]).toMatch(/^SHUTDOWN_GRACE_SECONDS /)
  })

  it('reads how often the jobs queue runs, a divisor of a minute', () => {
    expect(parseEnv({}).JOBS_INTERVAL_SECONDS).toBe(15)
    expect(parseEnv({ JOBS_INTERVAL_SECONDS: '2' }).JOBS_INTERVAL_SECONDS).toBe(2)
    expect(problemsOf({ JOBS_INTERVAL_SECONDS: '7' })[0]).toMatch(/^JOBS_INTERVAL_SECONDS /)
    expect(problemsOf({ JOBS_INTERVAL_SECONDS: '0' })[0]).toMatch(/^JOBS_INTERVAL_SECONDS /)
  })

  it('takes an optional health token of 32 characters or more', () => {
    expect(parseEnv({}).HEALTH_TOKEN).toBeUndefined()
    expect(parseEnv({ HEALTH_TOKEN: ' ' }).HEALTH_TOKEN).toBeUndefined()
    expect(parseEnv({ HEALTH_TOKEN: 'h'.repeat(32) }).HEALTH_TOKEN).toBe('h'.repeat(32))
    expect(problemsOf({ HEALTH_TOKEN: 'short-token' })[0]).toMatch(/^HEALTH_TOKEN /)
  })

  it('accepts PostgreSQL URLs and treats an empty SMTP_URL as unset', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site', SMTP_URL: '' })
    expect(env.DATABASE_URL).toMatch(/^postgres:/)
    expect(env.SMTP_URL).toBeUndefined()
  })
})
