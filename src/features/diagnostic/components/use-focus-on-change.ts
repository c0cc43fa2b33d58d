import { useEffect, useRef } from 'react'

/**
 * Moves keyboard and screen-reader focus to the heading of what just appeared (next step,
 * calculating, results) whenever `key` changes; never on the first render, so a page load
 * keeps the browser's own focus.
 */
export function useFocusOnChange(key: string, enabled: boolean) {
  const ref = useRef<HTMLHeadingElement>(null)
  const previous = useRef(key)
  useEffect(() => {
    if (!enabled || previous.current === key) return
    previous.current = key
    ref.current?.focus()
  }, [key, enabled])
  return ref
}
