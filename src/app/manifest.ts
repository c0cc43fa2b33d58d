import type { MetadataRoute } from 'next'

import { site } from '@/config/site'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

/**
 * Rendered on request, not at build time: the name is the owner's, from the settings (the build
 * need not see the database). The settings' cache spares the database each request, and an edit
 * expires it, so the next request names the app anew.
 */
export const dynamic = 'force-dynamic'

/** The installed app (French first, like the site): names, icons, brand colours, shortcuts. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { siteName } = await getSiteSettings()
  return {
    id: '/fr',
    name: `${siteName} : applications web et IA pour les PME`,
    short_name: siteName,
    description:
      'Applications web, PWA et intelligence artificielle pour les petites entreprises : services, réalisations, blog et prise de rendez-vous.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/fr',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: site.themeColors.light,
    background_color: site.themeColors.dark,
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    shortcuts: [
      {
        name: 'Réserver une consultation gratuite',
        short_name: 'Réserver',
        url: '/fr/reservation',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Contact',
        short_name: 'Contact',
        url: '/fr/contact',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  }
}
