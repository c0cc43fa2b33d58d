import type { MetadataRoute } from 'next'

import { site } from '@/config/site'

/** The installed app (French first, like the site): names, icons, brand colours, shortcuts. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/fr',
    name: `${site.name} : applications web et IA pour les PME`,
    short_name: site.name,
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
