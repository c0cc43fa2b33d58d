import { type LoggerOptions, stdSerializers } from 'pino'

import { clientErrorOf } from '@/platform/logging/client-errors'
import { currentRequestId } from '@/platform/logging/request-logger'
import { CENSOR, scrubSerializedError, scrubText, scrubValue } from '@/platform/logging/scrub'

// Keys whose values are personal data or secrets, wherever a log call puts them: at the top of
// the logged object or one level down (`{ input: { email } }`). `name` and `message` are only
// censored one level down and at the top respectively: pino's own `name` field ("payload") sits
// at the top, and an error's `message` one level down is needed (its addresses are scrubbed).
const PERSONAL = [
  'email',
  'to',
  'from',
  'cc',
  'bcc',
  'replyTo',
  'firstName',
  'lastName',
  'phone',
  'company',
  'subject',
  'text',
  'html',
  'body',
  'notes',
  'project',
  'ip',
]
const SECRETS = [
  'password',
  'token',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'cookies',
  'resetPasswordToken',
  'salt',
  'hash',
]
// The last one is the connection's address the server writes (platform/rate-limit/client-ip.ts).
const HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-forwarded-for',
  'x-real-ip',
  'x-site-socket-address',
]

/** pino's number for `error`. */
const ERROR_LEVEL = 50

export const redactedPaths = [
  ...[...PERSONAL, ...SECRETS].flatMap((key) => [key, `*.${key}`]),
  'message',
  '*.name',
  ...HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
]

/**
 * The options of the site's one logger (Payload's pino, see src/payload.config.ts): JSON lines,
 * the request id of the visitor's request the line was written in, and no personal data or
 * secret: named fields censored, e-mail addresses removed from every text and error.
 */
export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: CENSOR },
    serializers: { err: (error: Error) => scrubSerializedError(stdSerializers.err(error)) },
    formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method, level) {
        const refused = level >= ERROR_LEVEL ? clientErrorOf(args) : null
        if (refused) return this[refused.level]({ status: refused.status }, refused.message)
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg))
        method.apply(this, scrubbed as Parameters<typeof method>)
      },
    },
    // A child logger made by requestLogger() already carries the id.
    mixin: (_object, _level, logger) => {
      const reqId = currentRequestId()
      return reqId && !('reqId' in logger.bindings()) ? { reqId } : {}
    },
  }
}
