'use client'

import { Toaster as Sonner } from 'sonner'

/** Spec section 9: bottom right, 4 s, 3 visible, 14 px gap, Alt+T focuses the region. */
export function Toaster() {
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
