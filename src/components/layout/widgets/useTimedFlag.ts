'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** A flag that turns itself off `durationMs` after the last `raise()`. */
export function useTimedFlag(durationMs: number): [boolean, () => void] {
  const [on, setOn] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const raise = useCallback(() => {
    setOn(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOn(false), durationMs)
  }, [durationMs])
  useEffect(() => () => clearTimeout(timer.current), [])
  return [on, raise]
}
