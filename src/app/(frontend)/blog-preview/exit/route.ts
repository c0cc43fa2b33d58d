import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Leaves the preview: the page is shown again as the public sees it. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const back = new URL(request.url).searchParams.get('path') ?? '/fr/blog'
  // Only a path of this site: `//host` and `/\host` would leave it.
  redirect(/^\/(?![/\\])/.test(back) ? back : '/fr/blog')
}
