/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist'

import {
  isCacheablePage,
  isPrivatePath,
  OFFLINE_PAGES,
  offlinePageFor,
} from '@/features/pwa/cache-rules'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

const days = (n: number) => n * 24 * 60 * 60

// The site's service worker (bundled by @serwist/turbopack, served at /serwist/sw.js): the shell
// is precached, pages are network first with a copy for offline reading, static files are cache
// first, and private paths are never stored.
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isPrivatePath(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ request, url }) => isCacheablePage(request, url, self.location.origin),
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: days(14) })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: days(30) })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: days(30) })],
      }),
    },
  ],
  fallbacks: {
    entries: OFFLINE_PAGES.map((url) => ({
      url,
      matcher: ({ request }: { request: Request }) =>
        request.destination === 'document' && offlinePageFor(new URL(request.url).pathname) === url,
    })),
  },
})

serwist.addEventListeners()
