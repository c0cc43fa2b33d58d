/**
 * The owner's logo from the `media` collection, as the header, the back office and the
 * structured data print it. Null when none is chosen: the site then keeps its own mark (the
 * dark tile and pink dot of public/icon.svg).
 */
export type SiteLogo = { src: string; width: number; height: number }

/**
 * A populated upload, or its bare id when the read did not populate it (a depth-0 read); null
 * when none is chosen or the image was deleted (the database unlinks it).
 */
export type StoredLogo =
  | number
  | { filename?: string | null; width?: number | null; height?: number | null }
  | null
  | undefined

/**
 * The path is built from the file name rather than Payload's `url`, which is absolute
 * (SITE_URL) and would make the page's image optimizer treat our own file as a remote one.
 */
export function siteLogo(stored: StoredLogo): SiteLogo | null {
  if (!stored || typeof stored === 'number') return null
  const { filename, width, height } = stored
  if (!filename || !width || !height) return null
  return { src: `/api/media/file/${encodeURIComponent(filename)}`, width, height }
}

/** The logo's width when drawn `height` pixels high, keeping its proportions. */
export function logoWidth(logo: SiteLogo, height: number): number {
  return Math.round((logo.width / logo.height) * height)
}
