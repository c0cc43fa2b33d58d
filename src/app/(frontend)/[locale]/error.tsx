'use client'

import { useStatusText } from '@/components/layout/StatusText.client'

/** Generic error screen ("Oups ! Une erreur est survenue"), with a full reload as the way out. */
export default function ErrorScreen() {
  const t = useStatusText()
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-3xl font-bold">{t.errorTitle}</h1>
      <p className="text-[var(--muted-foreground)]">{t.errorText}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-[var(--accent)] px-5 py-3 font-semibold text-[var(--accent-foreground)]"
      >
        {t.reload}
      </button>
    </div>
  )
}
