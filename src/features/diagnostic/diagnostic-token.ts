import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/config/env'

/**
 * The results a visitor sees carry a signature of their diagnostic's id: only that visitor can
 * attach an e-mail address to it, not someone counting ids.
 */
export function diagnosticToken(id: number): string {
  return createHmac('sha256', env().PAYLOAD_SECRET)
    .update(`diagnostic:${id}`)
    .digest('hex')
    .slice(0, 32)
}

export function isDiagnosticToken(id: number, token: string): boolean {
  const expected = Buffer.from(diagnosticToken(id))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
