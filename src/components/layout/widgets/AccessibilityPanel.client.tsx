'use client'

import type { ReactNode } from 'react'

import type { AccessibilityLabels } from '@/components/layout/shell-labels'
import {
  type DisplayPreferences,
  useDisplayPreferences,
} from '@/components/layout/widgets/useDisplayPreferences'
import { fontSizeLabel } from '@/platform/preferences/preferences'

const item =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 text-left text-sm font-medium hover:bg-(--muted)'

type PanelProps = {
  labels: AccessibilityLabels
  icons: Record<'fontSize' | 'contrast' | 'dark' | 'light', ReactNode>
}

export type AccessibilityToolsProps = PanelProps & { open: boolean }

/**
 * The accessibility widget's working part, loaded once the page is idle or when the visitor
 * reaches for its button: the preferences, followed from then on (other tabs, the system
 * theme; the boot script applied the stored ones before the first paint), and the panel.
 */
export function AccessibilityTools({ open, ...panel }: AccessibilityToolsProps) {
  const preferences = useDisplayPreferences()
  return open ? <AccessibilityPanel {...panel} {...preferences} /> : null
}

function AccessibilityPanel({
  labels,
  icons,
  a11y,
  dark,
  cycleFontSize,
  toggleContrast,
  toggleTheme,
}: PanelProps & DisplayPreferences) {
  return (
    <div
      role="group"
      aria-label={labels.title}
      className="mb-2 w-60 rounded-xl border border-(--border) bg-(--background) p-2 shadow-xl"
    >
      <p className="px-3 py-2 text-sm font-bold">{labels.title}</p>
      <button type="button" data-testid="a11y-font-size" className={item} onClick={cycleFontSize}>
        <span className="flex items-center gap-2">
          {icons.fontSize}
          {labels.fontSize}
        </span>
        <span aria-live="polite">{fontSizeLabel[a11y.fontSize]}</span>
      </button>
      <button
        type="button"
        data-testid="a11y-contrast"
        aria-pressed={a11y.contrastMode === 'high'}
        className={item}
        onClick={toggleContrast}
      >
        <span className="flex items-center gap-2">
          {icons.contrast}
          {labels.contrast}
        </span>
        <span>{a11y.contrastMode === 'high' ? labels.on : labels.off}</span>
      </button>
      <button
        type="button"
        data-testid="a11y-theme"
        aria-pressed={dark}
        className={item}
        onClick={toggleTheme}
      >
        <span className="flex items-center gap-2">
          {dark ? icons.dark : icons.light}
          {labels.dark}
        </span>
        <span>{dark ? labels.on : labels.off}</span>
      </button>
    </div>
  )
}
