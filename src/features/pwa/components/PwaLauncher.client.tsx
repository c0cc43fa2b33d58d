'use client'

import { type ComponentType, useEffect, useState } from 'react'

// Imported eagerly: it starts listening for the browser's install event, which may come early.
import '@/features/pwa-demo/install-prompt-store'
import { INSTALL_PROMPT_DELAY_MS } from '@/features/pwa/install-timing'

/**
 * Registers the service worker once the page has loaded, then loads the install invitation
 * 2 s later (spec "Delayed loads"): nothing of either weighs on the first paint.
 */
export function PwaLauncher() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null)
  useEffect(() => {
    let timer: number | undefined
    const start = () => {
      if ('serviceWorker' in navigator) {
        navigator.serviceWorker.register('/serwist/sw.js', { scope: '/' }).catch(() => undefined)
      }
      timer = window.setTimeout(() => {
        import('@/features/pwa/components/InstallPrompt.client')
          .then(({ InstallPrompt }) => setPrompt(() => InstallPrompt))
          .catch(() => undefined)
      }, INSTALL_PROMPT_DELAY_MS)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => window.clearTimeout(timer)
  }, [])
  return Prompt ? <Prompt /> : null
}
