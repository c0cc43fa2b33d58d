'use client'

/** The two texts of the message, from the `status` messages (loadError, retry). */
export type LoadFailedLabels = { loadError: string; retry: string }

/**
 * Shown in place of a part whose code could not be loaded ("Erreur de chargement" with a
 * "Réessayer" button that clears the error and tries again).
 */
export function LoadFailed({
  labels,
  onRetry,
  className = '',
}: {
  labels: LoadFailedLabels
  onRetry: () => void
  className?: string
}) {
  return (
    <div
      role="alert"
      className={`flex items-center gap-3 rounded-lg border border-(--border) bg-(--background) p-3 ${className}`}
    >
      <p>{labels.loadError}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg bg-(--accent) px-4 font-semibold text-(--accent-foreground)"
      >
        {labels.retry}
      </button>
    </div>
  )
}
