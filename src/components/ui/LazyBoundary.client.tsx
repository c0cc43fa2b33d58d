'use client'

import { useTranslations } from 'next-intl'
import { Component, type ErrorInfo, type ReactNode } from 'react'

type BoundaryProps = { children: ReactNode; fallback: (retry: () => void) => ReactNode }

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Lazily loaded part failed', error, info.componentStack)
  }

  render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }))
    return this.props.children
  }
}

/** Wraps a dynamically imported part: "Erreur de chargement" with "Réessayer" when it fails. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  const t = useTranslations('status')
  return (
    <Boundary
      fallback={(retry) => (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-lg border border-[var(--border)] p-4"
        >
          <p>{t('loadError')}</p>
          <button
            type="button"
            onClick={retry}
            className="min-h-11 rounded-lg bg-[var(--accent)] px-4 font-semibold text-[var(--accent-foreground)]"
          >
            {t('retry')}
          </button>
        </div>
      )}
    >
      {children}
    </Boundary>
  )
}
