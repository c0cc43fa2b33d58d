import { iconSprite } from '@/components/ui/icons/icon-sprite'

// Built once: the file only changes with the sources, and its address carries their version.
export const dynamic = 'force-static'

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
