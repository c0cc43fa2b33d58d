import crypto from 'node:crypto'

/** Sizes: 1200x630 (Facebook, WhatsApp, Telegram), 1200x675 (X), 1200x627 (LinkedIn). */
export const socialSizes = {
  og: { width: 1200, height: 630 },
  twitter: { width: 1200, height: 675 },
  linkedin: { width: 1200, height: 627 },
} as const
export type SocialSize = keyof typeof socialSizes

export type SocialImageText = { title: string; label: string; size: SocialSize }

const MAX_TITLE = 160
const MAX_LABEL = 60

function signature(text: SocialImageText, secret: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`social-image\n${text.size}\n${text.label}\n${text.title}`)
    .digest('base64url')
    .slice(0, 22)
}

/**
 * The address of a page's generated share image. Signed: only the site's own pages can have an
 * image drawn, so strangers cannot make the server render text of their choosing.
 */
export function socialImagePath(text: SocialImageText, secret: string): string {
  const clean = {
    ...text,
    title: text.title.slice(0, MAX_TITLE),
    label: text.label.slice(0, MAX_LABEL),
  }
  const params = new URLSearchParams({
    t: clean.title,
    l: clean.label,
    s: clean.size,
    k: signature(clean, secret),
  })
  return `/social-image.png?${params}`
}

/** The text of a signed image address, or null when it is malformed or forged. */
export function verifySocialImage(params: URLSearchParams, secret: string): SocialImageText | null {
  const title = params.get('t') ?? ''
  const label = params.get('l') ?? ''
  const size = params.get('s') ?? ''
  const key = params.get('k') ?? ''
  if (!title || title.length > MAX_TITLE || label.length > MAX_LABEL || !(size in socialSizes))
    return null
  const text = { title, label, size: size as SocialSize }
  const expected = Buffer.from(signature(text, secret))
  const given = Buffer.from(key)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? text : null
}
