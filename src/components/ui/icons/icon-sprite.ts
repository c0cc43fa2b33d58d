import { createHash } from 'node:crypto'

import { iconPaths, type IconName } from '@/components/ui/icons/icon-paths'

/**
 * Every server-drawn icon as one SVG file of symbols, served at ICON_SPRITE_PATH. A page then
 * writes `<use href>` per icon instead of its outline: the outlines travel once per visitor (the
 * file is cached and precached by the service worker), not twice per page (HTML and React
 * payload). Paths are escaped by construction: they hold only path-data characters.
 */
export const ICON_SPRITE_PATH = '/icons.svg'

export function iconSprite(): string {
  const symbols = Object.entries(iconPaths).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/** Changes with the icons: a browser never draws a page's icons from an older file. */
export const iconSpriteVersion = createHash('sha256')
  .update(iconSprite())
  .digest('hex')
  .slice(0, 10)

/** The file's address: a new version is a new address, kept by browsers for a year. */
export const iconSpriteUrl = `${ICON_SPRITE_PATH}?v=${iconSpriteVersion}`

/** Where a page points for one icon. */
export const iconHref = (name: IconName) => `${iconSpriteUrl}#${name}`
