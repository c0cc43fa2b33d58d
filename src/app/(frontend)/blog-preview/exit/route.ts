import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Leaves the preview: the page is shown again as the public sees it. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const back = new URL(request.url).searchParams.get('path') ?? '/fr/blog'
  redirect(back.startsWith('/') && !back.startsWith('//') ? back : '/fr/blog')
}
