import { createSerwistRoute } from '@serwist/turbopack'

import { iconSpriteUrl } from '@/components/ui/icons/icon-sprite'
import { OFFLINE_PAGES } from '@/features/pwa/cache-rules'

// Computed once per build (the route is static): a new build precaches the offline pages again.
const revision = crypto.randomUUID()

/** `/serwist/sw.js`: the service worker, bundled once at build time (static). */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'src/features/pwa/sw.ts',
    useNativeEsbuild: true,
    // The shell only: styles, fonts and icons. Pages and scripts are kept as they are visited.
    globPatterns: ['.next/static/**/*.{css,woff2}', 'public/icons/*.png', 'public/icon.svg'],
    additionalPrecacheEntries: [
      ...OFFLINE_PAGES.map((url) => ({ url, revision })),
      // The icons every page draws; its address changes with its content.
      { url: iconSpriteUrl, revision: null },
    ],
  },
)
