'use client'

import { type RefObject, useEffect } from 'react'

/** The header's breakpoint: from there on the bar is a desktop's, whatever it holds. */
const WIDE = '(min-width: 48rem)'

/**
 * Closes the open menu once the window is resized across the header's breakpoint, or so wide
 * that its button leaves the bar: a phone's panel left open over a desktop's page would hide it,
 * with no button left to close it.
 */
export function useCloseOnWide(
  open: boolean,
  summary: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia(WIDE)
    const onResize = () => {
      if (!summary.current?.checkVisibility()) close()
    }
    wide.addEventListener('change', close)
    window.addEventListener('resize', onResize)
    return () => {
      wide.removeEventListener('change', close)
      window.removeEventListener('resize', onResize)
    }
  }, [open, summary, close])
}
