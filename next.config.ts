import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { adminPathRedirects } from './src/features/admin-shell/nav-items'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  async redirects() {
    return adminPathRedirects.map((redirect) => ({ ...redirect, permanent: false }))
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
