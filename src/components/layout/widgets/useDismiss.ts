'use client'

import { type RefObject, useEffect } from 'react'

/**
 * Closes a popover on Escape (focus back to its button) or on a click outside it. Listening from
 * the start and reading the element's state at the event, not from the render after it opened:
 * the `<details>` opens at once, React learns it a moment later, and a click outside in between
 * (a quick visitor, a test) found no listener and left the popover open.
 */
export function useDismiss(
  isOpen: () => boolean,
  root: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return
      close()
      trigger.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (isOpen() && !root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [isOpen, root, trigger, close])
}
