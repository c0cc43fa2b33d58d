import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { env } from '@/config/env'
import { previewExitTarget } from '@/features/blog/publishing/preview-exit'

/** Leaves the preview: the page is shown again as the public sees it. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const back = new URL(request.url).searchParams.get('path')
  // Only a path of this site (src/features/blog/publishing/preview-exit.ts).
  redirect(previewExitTarget(back, env().SITE_URL))
}
