'use client'

import { Download } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'

import { InstallInstructions } from '@/features/pwa-demo/components/InstallInstructions'
import { browserFamily, type BrowserFamily } from '@/features/pwa-demo/install'
import { useTranslations } from '@/i18n/client-messages'
import {
  getInstallSnapshot,
  getServerInstallSnapshot,
  promptInstall,
  subscribeInstall,
} from '@/features/pwa-demo/install-prompt-store'

const noSubscribe = () => () => {}
const clientFamily = (): BrowserFamily =>
  browserFamily(window.navigator.userAgent, window.navigator.maxTouchPoints)

/**
 * The browser's own install dialog when it offered one, the menu steps of each browser family
 * otherwise (also what the server renders), or a word that the app is already installed.
 */
export function InstallApp() {
  const t = useTranslations('pwaDemo.install')
  const { mode, prompt } = useSyncExternalStore(
    subscribeInstall,
    getInstallSnapshot,
    getServerInstallSnapshot,
  )
  // Unknown on the server: no "your browser" marker until the visitor's browser is known.
  const family = useSyncExternalStore(noSubscribe, clientFamily, () => null)
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null)

  async function install() {
    const result = await promptInstall()
    if (result !== 'unavailable') setOutcome(result)
  }

  const status =
    mode === 'standalone'
      ? t('standalone')
      : mode === 'installed'
        ? t('installed')
        : outcome
          ? t(outcome)
          : ''
  return (
    <div className="mt-4 space-y-4">
      {mode === 'browser' && prompt ? (
        <button
          type="button"
          onClick={install}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-(--accent) px-6 py-2 font-semibold text-(--accent-foreground)"
        >
          <Download aria-hidden="true" className="size-5" />
          {t('button')}
        </button>
      ) : null}
      <p role="status" className="font-semibold">
        {status}
      </p>
      {mode === 'browser' && !prompt ? <InstallInstructions family={family} /> : null}
    </div>
  )
}
