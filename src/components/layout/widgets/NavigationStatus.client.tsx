'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { linkFactsOf, pageLinkTarget } from '@/features/route-prefetch/link-target'

/**
 * "Chargement de la page..." while a client-side navigation is under way (spec section 2).
 * Not a route `loading.tsx`: that boundary would hide the prerendered content from visitors
 * and crawlers without JavaScript until a script swaps it in.
 */
export function NavigationStatus({ label }: { label: string }) {
  const pathname = usePathname()
  const [pendingFrom, setPendingFrom] = useState<string | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const link = linkFactsOf(event.target)
      if (!link || !pageLinkTarget(link, window.location.href)) return
      setPendingFrom(window.location.pathname)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  // Once the path has changed, the pending state belongs to a finished navigation.
  const loading = pendingFrom !== null && pendingFrom === pathname
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-18 z-50 flex justify-center"
    >
      {loading ? (
        <p className="mt-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg">
          {label}
        </p>
      ) : null}
    </div>
  )
}
