'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { useFooterGroups } from '@/components/layout/footer/useFooterGroups'
import type { EasterEggLabels } from '@/components/layout/shell-labels'
import { createKonamiDetector } from '@/components/layout/widgets/click-bursts'
import { toast } from '@/components/ui/toast'

/**
 * Page-wide behaviours without UI of their own: back to the top on every path change, the
 * footer's groups opened where they stand in columns, and the Konami sequence's "Expert Mode"
 * toast for 5 s.
 */
export function ShellEffects({ labels }: { labels: EasterEggLabels }) {
  const pathname = usePathname()
  const konami = useRef(createKonamiDetector())

  const shownPath = useRef(pathname)
  useFooterGroups()

  useEffect(() => {
    // Only a change of path: on the first render the browser has placed the page itself (top,
    // a fragment, or where the visitor was before a reload), and the visitor may have scrolled
    // before the page came alive.
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (window.location.hash) return
    window.scrollTo({ top: 0, behavior: 'instant' })
  }, [pathname])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (konami.current.press(event.key)) {
        toast.success(labels.expertTitle, { description: labels.expertText, duration: 5000 })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [labels])

  return null
}
