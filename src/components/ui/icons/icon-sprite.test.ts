import { describe, expect, it } from 'vitest'

import { iconPaths } from '@/components/ui/icons/icon-paths'
import { iconHref, iconSprite, iconSpriteUrl } from '@/components/ui/icons/icon-sprite'

describe('the icon file', () => {
  it('holds every icon once, drawn with its outline', () => {
    const sprite = iconSprite()
    for (const [name, d] of Object.entries(iconPaths)) {
      expect(sprite.split(`id="${name}"`)).toHaveLength(2)
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
    }
  })

  it('is a single SVG document whose symbols a page can point to', () => {
    const sprite = iconSprite()
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true)
    expect(sprite.endsWith('</svg>')).toBe(true)
    expect(iconHref('check')).toBe(`${iconSpriteUrl}#check`)
  })

  it('carries the version of its content in its address', () => {
    expect(iconSpriteUrl).toMatch(/^\/icons\.svg\?v=[0-9a-f]{10}$/)
  })
})
