'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import {
  getInstallSnapshot,
  getServerInstallSnapshot,
  promptInstall,
  subscribeInstall,
} from '@/features/pwa-demo/install-prompt-store'
import { INSTALL_DISMISSED_KEY, mayInvite } from '@/features/pwa/install-timing'

function dismissedAt(): number | null {
  try {
    const value = window.localStorage.getItem(INSTALL_DISMISSED_KEY)
    return value === null ? null : Number(value)
  } catch {
    return null
  }
}

/** The invitation to install the site, when the browser offers it and it was not declined lately. */
export function InstallPrompt() {
  const t = useTranslations('installPrompt')
  const install = useSyncExternalStore(
    subscribeInstall,
    getInstallSnapshot,
    getServerInstallSnapshot,
  )
  const [closed, setClosed] = useState(() => !mayInvite(dismissedAt(), Date.now()))
  if (closed || install.mode !== 'browser' || !install.prompt) return null
  const later = () => {
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
    } catch {
      // Storage refused: the invitation simply closes for this page.
    }
    setClosed(true)
  }
  return (
    <section
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md card p-5 shadow-xl"
    >
      <h2 id="install-prompt-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm muted">{t('text')}</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => void promptInstall().then(() => setClosed(true))}
          className="min-h-11 rounded-full bg-(--accent) px-5 font-semibold text-(--accent-foreground)"
        >
          {t('install')}
        </button>
        <button
          type="button"
          onClick={later}
          className="min-h-11 px-4 font-semibold underline-offset-4 hover:underline"
        >
          {t('later')}
        </button>
      </div>
    </section>
  )
}
