'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition } from 'react'

import { isPlainClick, linkFactsOf, pageLinkTarget } from '@/platform/route-prefetch/link-target'
import { prefetchPage } from '@/platform/route-prefetch/prefetch-page'

/** Pointer over, keyboard focus or a finger down: the visitor is reaching for the link. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * The site's links are plain `<a>` elements (no `next/link` in the browser: 3.7 KB gzip on every
 * page). This one listener per document does what it did: a plain click on a link to another
 * page of the site becomes a client-side navigation (`router.push`, scrolled to the top), and
 * reaching for a link (pointer, focus, touch) preloads its page. Nothing is preloaded on sight:
 * Next.js would fetch every visible link's page and its JavaScript (the contact form from the
 * header, the diagnostic wizard from the home page), which the visitor mostly never opens.
 * While a navigation is under way it shows "Chargement de la page...": not a
 * route `loading.tsx`, which would hide the server-rendered content from visitors and crawlers
 * without JavaScript until a script swaps it in. Without JavaScript the links work as links.
 */
export function LinkNavigation({ label }: { label: string }) {
  const router = useRouter()
  const [navigating, startNavigation] = useTransition()
  // Back to the top once the new page is there, query changes included; Next's
  // own scrolling only brings the changed part into view. An address with a fragment is left
  // to Next, which scrolls to it.
  const toTop = useRef(false)

  useEffect(() => {
    if (navigating || !toTop.current) return
    toTop.current = false
    window.scrollTo({ top: 0, behavior: 'instant' })
  }, [navigating])

  useEffect(() => {
    const onIntent = (event: Event) => {
      const facts = linkFactsOf(event.target)
      const url = facts && pageLinkTarget(facts, window.location.href)
      if (url) prefetchPage(router, url.pathname + url.search)
    }
    // Bubbling, after the page's own handlers: one that cancelled the click keeps it.
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return
      const facts = linkFactsOf(event.target)
      const url = facts && pageLinkTarget(facts, window.location.href)
      if (!url) return
      event.preventDefault()
      const href = url.pathname + url.search + url.hash
      toTop.current = !facts.keepScroll && !url.hash
      startNavigation(() => router.push(href, { scroll: !facts.keepScroll && !!url.hash }))
    }
    const options = { capture: true, passive: true }
    INTENT_EVENTS.forEach((name) => document.addEventListener(name, onIntent, options))
    document.addEventListener('click', onClick)
    return () => {
      INTENT_EVENTS.forEach((name) => document.removeEventListener(name, onIntent, options))
      document.removeEventListener('click', onClick)
    }
  }, [router])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-18 z-50 flex justify-center"
    >
      {navigating ? (
        <p className="mt-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg">
          {label}
        </p>
      ) : null}
    </div>
  )
}
