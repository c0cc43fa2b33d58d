import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { withSerwist } from '@serwist/turbopack'

import { apiNoStoreHeaders } from './src/config/api-cache-headers'
import { securityHeaders } from './src/config/security-headers'
import { adminPathRedirects } from './src/features/admin-shell/nav-items'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Build tooling, not the app's configuration: lets a second production build (the e2e suite
  // on another port, the bench) live beside `.next` instead of overwriting it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The Docker image (Dockerfile) builds a self-contained server with NEXT_OUTPUT=standalone;
  // `npm start`, the e2e suite and the bench keep the ordinary build they start with `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The test run checks the types itself (`tsc`) before it uses the build, and sets this while
  // building beside that check; every other build checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_APART === '1' },
  poweredByHeader: false,
  experimental: {
    // Turbopack keeps a build's cache on disk for the next build of the same checkout: about
    // 500 MB, over a minute to write on two cores. A CI run builds once from a clean clone, where
    // nothing would ever read it.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // Pages, route responses and unstable_cache data: in one Redis shared by every instance when
  // REDIS_URL is set where the site runs, else Next.js's own cache, unchanged. Loaded by Node at
  // run time (not bundled), so one build serves either way. cacheMaxMemorySize keeps its
  // default: that memory is Next.js's own cache's, which with Redis only holds prerendered files.
  cacheHandler: path.resolve('src/platform/cache/cache-handler.mjs'),
  // How long a page may be served stale past its `revalidate` (a CDN reads it in the pages'
  // `stale-while-revalidate`), and how long a cached page lives at most: a day, not Next.js's
  // year. Past it the page is rendered before it is served.
  expireTime: 86400,
  // Next hashes every page's whole HTML on each response to make its ETag: the hottest step of
  // serving a cached page (a fifth of the CPU at load). Pages carry s-maxage instead, and static
  // assets are immutable.
  generateEtags: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    // A browser must always ask for a new service worker rather than keep an old one.
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      { source: '/serwist/:path*', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      // No signed-in API answer is kept by a browser or a shared cache.
      apiNoStoreHeaders,
    ]
  },
  async redirects() {
    return adminPathRedirects.map((redirect) => ({ ...redirect, permanent: false }))
  },
}

export default withPayload(withSerwist(withNextIntl(nextConfig)), {
  devBundleServerPackages: false,
})
