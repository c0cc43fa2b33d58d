'use client'

import { type ComponentType, useEffect, useState } from 'react'

import { isLikelyBot, MANAGER_DELAY_MS, SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'

function shownThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_THIS_VISIT_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Loads the popup manager 3 s after the page has loaded (spec "Delayed loads"), so popups cost
 * nothing on first paint and nothing at all for crawlers or for a visitor who already saw one
 * this visit. Rendered by the shell; renders nothing until then, and nothing on the server.
 */
export function PopupLauncher() {
  const [Manager, setManager] = useState<ComponentType | null>(null)

  useEffect(() => {
    if (isLikelyBot(window.navigator.userAgent) || shownThisVisit()) return
    let cancelled = false
    let timer: number | undefined
    const load = () => {
      timer = window.setTimeout(() => {
        import('@/features/popups/components/PopupManager.client')
          .then(({ PopupManager }) => {
            if (!cancelled) setManager(() => PopupManager)
          })
          // A popup that fails to load is no reason to bother the visitor with an error.
          .catch((error: unknown) => console.warn('Popup manager not loaded', error))
      }, MANAGER_DELAY_MS)
    }
    if (document.readyState === 'complete') load()
    else window.addEventListener('load', load, { once: true })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      window.removeEventListener('load', load)
    }
  }, [])

  return Manager ? <Manager /> : null
}
