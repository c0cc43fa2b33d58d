'use client'

import { type ComponentType, useCallback, useRef, useState } from 'react'

/**
 * A component loaded on first need (`load()` when the visitor reaches for it: pointer over or
 * focus on its button, at the latest the click), so a rarely opened panel costs nothing until
 * then. `load` must be stable (defined at module level).
 */
export function useLazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): [ComponentType<P> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<P> | null>(null)
  const started = useRef(false)
  const prefetch = useCallback(() => {
    if (started.current) return
    started.current = true
    load()
      .then((loaded) => setComponent(() => loaded))
      .catch((error: unknown) => {
        // Offline or a new deployment: the next reach for the button tries again.
        started.current = false
        console.warn('Panel not loaded', error)
      })
  }, [load])
  return [component, prefetch]
}
