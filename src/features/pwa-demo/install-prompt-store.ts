import { type BeforeInstallPromptEvent, isInstallPromptEvent } from '@/features/pwa-demo/install'

/**
 * Where the visitor stands with installing: in a browser tab (maybe with the browser's prompt in
 * hand), just installed from this tab, or already inside the installed app.
 */
export type InstallSnapshot = {
  mode: 'browser' | 'installed' | 'standalone'
  prompt: BeforeInstallPromptEvent | null
}

const serverSnapshot: InstallSnapshot = { mode: 'browser', prompt: null }
let snapshot = serverSnapshot
const listeners = new Set<() => void>()

function update(next: Partial<InstallSnapshot>) {
  snapshot = { ...snapshot, ...next }
  listeners.forEach((listener) => listener())
}

function isStandalone(): boolean {
  const iosStandalone = 'standalone' in window.navigator && window.navigator.standalone === true
  return window.matchMedia('(display-mode: standalone)').matches || iosStandalone
}

// Chromium may fire its prompt event before React hydrates the button: listening from the moment
// this module loads keeps it.
if (typeof window !== 'undefined') {
  snapshot = { mode: isStandalone() ? 'standalone' : 'browser', prompt: null }
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return
    // Our button replaces the browser's own banner, which would otherwise compete with it.
    event.preventDefault()
    update({ prompt: event })
  })
  window.addEventListener('appinstalled', () => update({ mode: 'installed', prompt: null }))
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getInstallSnapshot = () => snapshot
export const getServerInstallSnapshot = () => serverSnapshot

/** Shows the browser's install dialog; an event prompts once, so it is dropped either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { prompt } = snapshot
  if (!prompt) return 'unavailable'
  update({ prompt: null })
  try {
    await prompt.prompt()
    const choice = await prompt.userChoice
    return choice.outcome
  } catch (error) {
    // The browser may refuse (a prompt already shown elsewhere): the menu steps still apply.
    console.warn('PWA demo: install prompt refused', error)
    return 'unavailable'
  }
}
