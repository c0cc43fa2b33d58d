'use client'

import { useEffect } from 'react'
import { toast as sonner, Toaster as Sonner } from 'sonner'

import { toastQueue } from '@/components/ui/toast'

/**
 * Sonner's toaster with the site's settings (bottom right, 4 s, 3 visible, 14 px gap,
 * Alt+T focuses the region). Loaded by `<Toaster>` on the first toast, never before.
 */
export function SonnerToaster() {
  useEffect(() => {
    let disconnect = () => {}
    // Sonner's region has just been inserted: the toasts land one frame later, so assistive
    // technology already knows the live region when their text arrives.
    const frame = requestAnimationFrame(() => {
      disconnect = toastQueue.connect(({ kind, title, options }) => sonner[kind](title, options))
    })
    return () => {
      cancelAnimationFrame(frame)
      disconnect()
    }
  }, [])

  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
    />
  )
}
