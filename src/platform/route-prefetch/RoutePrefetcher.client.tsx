'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { prefetchPage } from '@/platform/route-prefetch/prefetch-page'
import {
  addUserTime,
  IDLE_AFTER_INPUT_MS,
  isSlowConnection,
  parseEntries,
  pathsToPrefetch,
  PREFETCH_AFTER_NAVIGATION_MS,
  PREFETCH_STAGGER_MS,
  recordVisit,
  type RouteEntry,
} from '@/platform/route-prefetch/route-analytics'

export const ROUTE_ANALYTICS_KEY = 'route-analytics'

type NetworkInformation = { effectiveType?: string; saveData?: boolean }

// A storage failure (private mode, full quota) is a warning, never an error.
function load(): RouteEntry[] {
  try {
    return parseEntries(window.localStorage.getItem(ROUTE_ANALYTICS_KEY))
  } catch (error) {
    console.warn('Route analytics unavailable', error)
    return []
  }
}

function save(entries: RouteEntry[]) {
  try {
    window.localStorage.setItem(ROUTE_ANALYTICS_KEY, JSON.stringify(entries))
  } catch (error) {
    console.warn('Route analytics not saved', error)
  }
}

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const

/**
 * Counts the visitor's page views in this browser and, once the visitor has been idle for 2 s
 * (from 1 s after each navigation), preloads their most visited pages, 500 ms apart. Nothing
 * leaves the browser but the preloads themselves.
 */
export function RoutePrefetcher() {
  const pathname = usePathname()
  const router = useRouter()

  useEffect(() => {
    const arrived = Date.now()
    save(recordVisit(load(), pathname, arrived))
    const timers: number[] = []
    let idle: number | undefined
    const preload = () => {
      const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
      if (isSlowConnection(connection)) return
      pathsToPrefetch(load(), pathname).forEach((path, index) => {
        timers.push(
          window.setTimeout(() => prefetchPage(router, path), index * PREFETCH_STAGGER_MS),
        )
      })
      INPUT_EVENTS.forEach((name) => window.removeEventListener(name, waitForIdle))
    }
    const waitForIdle = () => {
      window.clearTimeout(idle)
      idle = window.setTimeout(preload, IDLE_AFTER_INPUT_MS)
    }
    const start = window.setTimeout(() => {
      INPUT_EVENTS.forEach((name) => window.addEventListener(name, waitForIdle, { passive: true }))
      waitForIdle()
    }, PREFETCH_AFTER_NAVIGATION_MS)
    return () => {
      window.clearTimeout(start)
      window.clearTimeout(idle)
      timers.forEach((timer) => window.clearTimeout(timer))
      INPUT_EVENTS.forEach((name) => window.removeEventListener(name, waitForIdle))
      save(addUserTime(load(), pathname, Date.now() - arrived))
    }
  }, [pathname, router])

  return null
}
