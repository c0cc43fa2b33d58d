'use client'

import { type RefObject, useCallback, useSyncExternalStore } from 'react'

import { useDismiss } from '@/components/layout/widgets/useDismiss'

const noSubscription = () => () => {}
const hydratedSnapshot = () => true
const serverSnapshot = () => false
const detailsOf = (summary: RefObject<HTMLElement | null>) =>
  summary.current?.closest('details') ?? null

/**
 * A `<details>` popover, from its `<summary>`. The element keeps its own open state, so the
 * popover opens without JavaScript, or before it runs; React only reads that state (open
 * before the page came alive included) and, once it runs, closes the element on Escape (focus
 * back to the summary) or on a click outside. `expanded` is for the summary's `aria-expanded`:
 * absent in the server's HTML, where a fixed value could not follow a toggle made without
 * JavaScript and the browser already tells assistive technologies whether the element is open.
 */
export function useDisclosure(
  root: RefObject<HTMLElement | null>,
  summary: RefObject<HTMLElement | null>,
) {
  const subscribe = useCallback(
    (onToggle: () => void) => {
      const details = detailsOf(summary)
      details?.addEventListener('toggle', onToggle)
      return () => details?.removeEventListener('toggle', onToggle)
    },
    [summary],
  )
  const isOpen = useCallback(() => detailsOf(summary)?.open ?? false, [summary])
  const open = useSyncExternalStore(subscribe, isOpen, serverSnapshot)
  const hydrated = useSyncExternalStore(noSubscription, hydratedSnapshot, serverSnapshot)
  const close = useCallback(() => {
    const details = detailsOf(summary)
    if (details) details.open = false
  }, [summary])
  useDismiss(isOpen, root, summary, close)
  return { open, close, expanded: hydrated ? open : undefined }
}

/**
 * The shell's popovers share this `name` on their `<details>`: opening one closes the others,
 * with or without JavaScript.
 */
export const POPOVER_GROUP = 'shell-popover'
