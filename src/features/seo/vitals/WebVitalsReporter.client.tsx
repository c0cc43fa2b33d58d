'use client'

import { useEffect } from 'react'

/** Analytics start 10 s after the page has loaded. */
export const ANALYTICS_DELAY_MS = 10_000

/**
 * Field measurements of a sampled share of page views (`sampleRate`, from the configuration):
 * nothing is loaded before the delay, nor at all for the other views.
 */
export function WebVitalsReporter({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    const path = window.location.pathname
    if (Math.random() >= sampleRate || !/^\/(fr|en)(\/|$)/.test(path)) return
    let timer: number | undefined
    const start = () => {
      timer = window.setTimeout(() => {
        import('@/features/seo/vitals/collect')
          .then(({ collectVitals }) => collectVitals(path))
          .catch(() => undefined)
      }, ANALYTICS_DELAY_MS)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => window.clearTimeout(timer)
  }, [sampleRate])
  return null
}
