'use client'

import { type ComponentType, useCallback, useEffect, useState } from 'react'

type Loading<P> =
  { status: 'waiting' } | { status: 'failed' } | { status: 'ready'; Component: ComponentType<P> }

/** Starts loading this far ahead of the viewport, so the part is usually ready when seen. */
const AHEAD = '50% 0px'

/**
 * A heavy client part loaded when its place comes near the viewport, not with the page: attach
 * `ref` to the placeholder, render `Component` once it is there. `load` must be stable (defined
 * at module level). A failed load (offline, a new deployment) can be retried.
 */
export function useLoadWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [placeholder, setPlaceholder] = useState<Element | null>(null)
  const [seen, setSeen] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [loading, setLoading] = useState<Loading<P>>({ status: 'waiting' })

  useEffect(() => {
    if (!placeholder || seen) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(placeholder)
    return () => observer.disconnect()
  }, [placeholder, seen])

  useEffect(() => {
    if (!seen) return
    let current = true
    load().then(
      (Component) => {
        if (current) setLoading({ status: 'ready', Component })
      },
      (error: unknown) => {
        console.warn('Part of the page not loaded', error)
        if (current) setLoading({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [seen, attempt, load])

  const retry = useCallback(() => {
    setLoading({ status: 'waiting' })
    setAttempt((count) => count + 1)
  }, [])

  return {
    ref: setPlaceholder,
    Component: loading.status === 'ready' ? loading.Component : null,
    failed: loading.status === 'failed',
    retry,
  }
}
