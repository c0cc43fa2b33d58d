'use client'

import { useEffect, useState } from 'react'

let loading: Promise<void> | undefined
let loaded = false

/** Monaco's chunk, once per page: only the screens that show a code or JSON field load it. */
export function loadLocalMonaco(): Promise<void> {
  loading ??= import('@/features/code-editor/local-monaco').then(
    () => {
      loaded = true
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** True once the bundled Monaco is on `window.monaco`, where Payload's editor looks first. */
export function useLocalMonaco(): boolean {
  const [ready, setReady] = useState(loaded)
  useEffect(() => {
    if (ready) return
    let active = true
    // A failed load keeps the placeholder: the editor must never fall back to the CDN.
    loadLocalMonaco().then(
      () => {
        if (active) setReady(true)
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [ready])
  return ready
}
