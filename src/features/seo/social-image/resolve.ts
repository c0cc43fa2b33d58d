import { env } from '@/config/env'
import { checkSocialImageUrl, DEFAULT_SOCIAL_IMAGE } from '@/features/seo/social-image/image-url'

const TTL_MS = 60 * 60 * 1000
const MAX_ENTRIES = 200
const checked = new Map<string, { url: string; at: number }>()

/**
 * The image a page may announce for an owner-given URL: the URL when it passes
 * `checkSocialImageUrl`, else the default share image. Results are kept an hour so pages do not
 * HEAD on every render.
 */
export async function resolveSocialImage(url: string): Promise<string> {
  const hit = checked.get(url)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.url
  const result = await checkSocialImageUrl(url, { siteUrl: env().SITE_URL })
  if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value!)
  const resolved = result.ok ? result.url : new URL(DEFAULT_SOCIAL_IMAGE, env().SITE_URL).toString()
  checked.set(url, { url: resolved, at: Date.now() })
  return resolved
}

/** The admin's check when a record is saved: a refused URL gets the reason in French. */
export async function validateSocialImageField(value: unknown): Promise<true | string> {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' || value.length > 2048) return 'Adresse d’image invalide.'
  const result = await checkSocialImageUrl(value, { siteUrl: env().SITE_URL })
  return result.ok
    ? true
    : `Image de partage refusée : ${result.reason ?? 'ce n’est pas une image'}.`
}
