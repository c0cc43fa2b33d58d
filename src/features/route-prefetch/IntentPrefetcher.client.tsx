'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { linkFactsOf, pageLinkTarget } from '@/features/route-prefetch/link-target'

/** Pointer over, keyboard focus or a finger down: the visitor is reaching for the link. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Preloads a page of the site when the visitor reaches for a link to it. The site's links do not
 * preload what they show (`prefetch={false}`): Next.js would fetch every visible link's page
 * and its JavaScript (the contact form from the header, the diagnostic wizard from the home
 * page), which the visitor mostly never opens. Next.js deduplicates repeated preloads.
 */
export function IntentPrefetcher() {
  const router = useRouter()

  useEffect(() => {
    const onIntent = (event: Event) => {
      const facts = linkFactsOf(event.target)
      const url = facts && pageLinkTarget(facts, window.location.href)
      if (url) router.prefetch(url.pathname + url.search)
    }
    const options = { capture: true, passive: true }
    INTENT_EVENTS.forEach((name) => document.addEventListener(name, onIntent, options))
    return () =>
      INTENT_EVENTS.forEach((name) => document.removeEventListener(name, onIntent, options))
  }, [router])

  return null
}
