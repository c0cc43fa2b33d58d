'use client'

import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'

import { afterLoadWhenIdle } from '@/components/layout/widgets/on-idle'

export type LazyComponent<P extends object> = {
  /** The loaded component, null until then. */
  Component: ComponentType<P> | null
  /** Starts loading (once at a time); call it when the visitor reaches for the part. */
  load: () => void
  /** The last load failed (offline, or a new deployment removed the old code). */
  failed: boolean
  /** Clears the failure and loads again: the "Réessayer" button. */
  retry: () => void
}

/**
 * A component loaded on first need (`load()` when the visitor reaches for it: pointer over or
 * focus on its button, at the latest the click), so a rarely opened panel costs nothing until
 * then; or, `when` 'idle', once the page has loaded and the browser is idle, for a part that
 * works unasked but not from the first moment. `loader` must be stable (defined at module level).
 */
export function useLazyComponent<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  when: 'asked' | 'idle' = 'asked',
): LazyComponent<P> {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null)
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  const load = useCallback(() => {
    if (started.current) return
    started.current = true
    loader()
      .then((loaded) => {
        setFailed(false)
        setComponent(() => loaded)
      })
      .catch((error: unknown) => {
        // A warning only, never an error; the part shows "Erreur de chargement" when opened.
        started.current = false
        setFailed(true)
        console.warn('Lazily loaded part failed', error)
      })
  }, [loader])
  useEffect(() => (when === 'idle' ? afterLoadWhenIdle(load) : undefined), [when, load])
  const retry = useCallback(() => {
    setFailed(false)
    load()
  }, [load])
  return { Component, load, failed, retry }
}
