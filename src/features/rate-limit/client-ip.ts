/**
 * The visitor's address as the rate limits see it. Behind the reverse proxy of a deployment the
 * first `X-Forwarded-For` entry is the client (the proxy must overwrite, not append to, what the
 * client sent); `next start` alone sets the header from the socket.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
