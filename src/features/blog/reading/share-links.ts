/** Share windows open at 600 x 400; the "copied" state lasts 2 s. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const
export const COPIED_STATE_MS = 2000

export type ShareNetwork = 'linkedin' | 'twitter' | 'facebook'

/** The share addresses of a page (every part encoded). */
export function shareLinks(url: string, title: string): Record<ShareNetwork | 'email', string> {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  }
}
