/**
 * The session id Payload puts in the token it just signed (`sid` claim). The token is not
 * verified here: it is the one the login operation has just issued, read in its own hook.
 */
export function sessionIdFromToken(token: string | undefined): string | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (claims && typeof claims === 'object' && 'sid' in claims) {
      const { sid } = claims as { sid: unknown }
      return typeof sid === 'string' && sid.length <= 100 ? sid : null
    }
    return null
  } catch {
    return null
  }
}

export type StoredSession = {
  id: string
  createdAt?: string | Date | null
  expiresAt: string | Date
}

/** Sessions still valid at `now`, newest first. */
export function liveSessions(
  sessions: StoredSession[] | null | undefined,
  now: Date,
): StoredSession[] {
  return (sessions ?? [])
    .filter((session) => new Date(session.expiresAt).getTime() > now.getTime())
    .sort((a, b) => new Date(b.createdAt ?? 0).getTime() - new Date(a.createdAt ?? 0).getTime())
}
