import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { NotFoundScreen } from '@/components/layout/NotFoundScreen.client'

/**
 * What a page returns for an address that names nothing, in place of calling notFound().
 *
 * Next.js (16.3 and later) answers a notFound() thrown by a page with a bare error document:
 * `<html id="__next_error__">` without the layout, so without `lang`, title, header, footer
 * or content. The layout's not-found.tsx is only drawn by the browser, once the JavaScript has
 * run; crawlers, screen readers reading the first HTML and visitors without JavaScript got an
 * empty page.
 *
 * Here the page draws the not-found screen itself, inside the layout, and throws notFound()
 * inside a Suspense boundary of its own: rendering the page for the page cache, Next.js gives
 * the response its 404 status and keeps everything drawn outside that boundary. In the
 * browser, the boundary's error reaches the layout's not-found.tsx, which draws the same
 * screen. Only pages served from the page cache get the status this way: a page rendered per
 * request has sent its 200 before the boundary resolves.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundScreen />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}

async function NotFoundStatus(): Promise<null> {
  notFound()
}
