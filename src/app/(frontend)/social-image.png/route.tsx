import { ImageResponse } from 'next/og'

import { env } from '@/config/env'
import { socialSizes, verifySocialImage } from '@/features/seo/social-image/sign'
import { SocialImage } from '@/features/seo/social-image/SocialImage'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

/** A page's generated share image; the signed address makes each image immutable. */
export async function GET(request: Request) {
  const text = verifySocialImage(new URL(request.url).searchParams, env().PAYLOAD_SECRET)
  if (!text) return new Response('Not found', { status: 404 })
  const { siteName } = await getSiteSettings()
  return new ImageResponse(<SocialImage title={text.title} label={text.label} brand={siteName} />, {
    ...socialSizes[text.size],
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
