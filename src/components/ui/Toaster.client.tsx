'use client'

import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react'

import { toastQueue } from '@/components/ui/toast'

/**
 * The shell's toast region. Until the first `toast()` it is the empty region sonner itself
 * renders before any toast (same element and attributes), without sonner's code; the first
 * toast loads sonner's toaster in its place (`SonnerToaster.client.tsx`).
 */
export function Toaster() {
  const demanded = useSyncExternalStore(toastQueue.subscribe, toastQueue.demanded, () => false)
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)

  useEffect(() => {
    if (!demanded) return
    let cancelled = false
    import('@/components/ui/SonnerToaster.client')
      .then(({ SonnerToaster }) => {
        if (!cancelled) setLoaded(() => SonnerToaster)
      })
      // The toast is a confirmation of something already done: losing it is no reason to fail.
      .catch((error: unknown) => console.warn('Toaster not loaded', error))
    return () => {
      cancelled = true
    }
  }, [demanded])

  if (Loaded) return <Loaded />
  return (
    <section
      aria-label="Notifications alt+T"
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
    />
  )
}
