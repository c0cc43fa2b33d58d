import { Writable } from 'node:stream'

import { pino } from 'pino'
import {
  APIError,
  AuthenticationError,
  Forbidden,
  NotFound,
  type Payload,
  ValidationError,
} from 'payload'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from '@/platform/logging/logger-options'
import { requestLogger, runInRequestScope } from '@/platform/logging/request-logger'

/** The site's logger configuration writing into an array of parsed lines. */
function capture(level: 'info' | 'warn' = 'info') {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const logger = pino({ ...loggerOptions(level), name: 'payload' }, stream)
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  return { logger, lines, parsed }
}

const PERSONAL = ['jane.doe@example.org', 'Jane Doe', '+33 6 12 34 56 78', 'hunter2-password']
const SECRETS = [
  'tok_8f7e6d5c4b3a',
  'payload-token=eyJhbGciOi',
  'Bearer abc.def.ghi',
  's3cr3t-value',
]

describe('log redaction', () => {
  it('writes JSON lines without personal fields, secrets or headers, keeping the rest', () => {
    const { logger, lines, parsed } = capture()
    logger.warn(
      {
        outboxId: 42,
        email: PERSONAL[0],
        to: PERSONAL[0],
        phone: PERSONAL[2],
        password: PERSONAL[3],
        token: SECRETS[0],
        input: { name: PERSONAL[1], email: PERSONAL[0], message: 'kept level' },
        headers: {
          cookie: SECRETS[1],
          authorization: SECRETS[2],
          'x-forwarded-for': '198.51.100.23',
          'x-site-socket-address': '198.51.100.24',
          accept: 'text/html',
        },
        req: { headers: { cookie: SECRETS[1], 'set-cookie': SECRETS[1] } },
        secret: SECRETS[3],
      },
      'E-mail stored',
    )
    for (const value of [...PERSONAL, ...SECRETS, '198.51.100.23', '198.51.100.24']) {
      expect(lines[0]).not.toContain(value)
    }
    const [line] = parsed()
    expect(line).toMatchObject({
      level: 40,
      name: 'payload',
      msg: 'E-mail stored',
      outboxId: 42,
      email: '[redacted]',
      headers: { cookie: '[redacted]', accept: 'text/html' },
      input: { name: '[redacted]' },
    })
  })

  it('removes addresses from messages, free text and errors, keeping the error readable', () => {
    const { logger, lines, parsed } = capture()
    // Like Payload's errors: a class of its own and an enumerable `name`.
    class ValidationError extends Error {
      name = 'ValidationError'
    }
    const failure = Object.assign(
      new ValidationError(`Failed query: insert into leads\nparams: ${PERSONAL[0]},Jane`),
      {
        params: [PERSONAL[0], PERSONAL[1]],
        detail: `Key (email)=(${PERSONAL[0]}) already exists.`,
        cause: new Error(`550 <${PERSONAL[0]}>: Recipient address rejected`),
      },
    )
    logger.error(
      { err: failure, reason: `rejected ${PERSONAL[0]}` },
      `Lead ${PERSONAL[0]} not stored`,
    )
    expect(lines[0]).not.toContain('jane.doe')
    expect(lines[0]).not.toContain(PERSONAL[1])
    const [line] = parsed()
    expect(line?.msg).toBe('Lead [redacted] not stored')
    expect(line?.err).not.toHaveProperty('name')
    expect(line?.err).toMatchObject({
      type: 'ValidationError',
      message: expect.stringMatching(/^Failed query: insert into leads/),
      stack: expect.stringContaining('Recipient address rejected'),
      params: '[redacted]',
      detail: '[redacted]',
    })
  })

  it('removes the password of a connection URL quoted in a message', () => {
    const { logger, lines } = capture()
    logger.error('connect failed: postgres://site:pg-pass-42@db.internal:5432/site')
    expect(lines[0]).not.toContain('pg-pass-42')
    expect(lines[0]).toContain('postgres://[redacted]@db.internal:5432/site')
  })
})

describe('request ids on log lines', () => {
  it('adds the id of the enclosing request scope, once, and none outside it', async () => {
    const { logger, lines } = capture()
    const headers = new Headers({ 'x-request-id': 'req-0123456789' })
    const payload = { logger } as unknown as Payload
    await runInRequestScope(headers, async () => {
      await Promise.resolve()
      logger.error('inside')
      requestLogger(payload, headers).error('child inside')
    })
    requestLogger(payload, headers).warn('child outside')
    logger.info('outside')
    const ids = lines.map((line) => line.match(/"reqId":"([^"]*)"/g) ?? [])
    expect(ids).toEqual([
      ['"reqId":"req-0123456789"'],
      ['"reqId":"req-0123456789"'],
      ['"reqId":"req-0123456789"'],
      [],
    ])
  })

  it('gives no id from headers without a well-formed one', async () => {
    const { logger, lines } = capture()
    await runInRequestScope(new Headers({ 'x-request-id': 'no' }), async () => logger.info('x'))
    expect(lines[0]).not.toContain('reqId')
  })
})

describe('answers refused for the caller', () => {
  // The production build renames classes: the rule must not depend on the name.
  const renamed = <T extends Error>(error: T) => {
    Object.defineProperty(error, 'name', { value: 'c' })
    return error
  }

  it('logs a refusal at info (a rate limit at warn) with its message and status, no stack', () => {
    const { logger, parsed } = capture()
    logger.error({ err: renamed(new Forbidden()) })
    logger.error({ err: renamed(new APIError('Ce créneau vient d’être réservé.', 409)) })
    logger.error({ err: renamed(new APIError('Trop de tentatives depuis cette adresse.', 429)) })
    expect(parsed()).toEqual([
      expect.objectContaining({ level: 30, status: 403, msg: expect.any(String) }),
      expect.objectContaining({ level: 30, status: 409, msg: 'Ce créneau vient d’être réservé.' }),
      expect.objectContaining({ level: 40, status: 429, msg: expect.stringContaining('Trop') }),
    ])
    expect(parsed().some((line) => 'err' in line)).toBe(false)
  })

  it('keeps faults, failed sign-ins, explicit warnings and the site’s own reports as logged', () => {
    const { logger, parsed } = capture()
    logger.error({ err: renamed(new APIError('Failed query: select', 500)) })
    logger.error({ err: renamed(new AuthenticationError()) })
    logger.warn({ err: renamed(new NotFound()) }, 'missing')
    // The site's own report of a failure, quoting a refusal Payload gave it.
    logger.error({ err: renamed(new ValidationError({ errors: [] })) }, 'Lead not stored')
    expect(parsed().map((line) => [line.level, 'err' in line])).toEqual([
      [50, true],
      [50, true],
      [40, true],
      [50, true],
    ])
  })

  it('drops a refusal when the site logs warnings and above only', () => {
    const { logger, lines } = capture('warn')
    logger.error({ err: renamed(new ValidationError({ errors: [] })) })
    expect(lines).toEqual([])
  })
})
