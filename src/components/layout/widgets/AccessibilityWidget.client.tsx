'use client'

import { type ReactNode, useRef, useState } from 'react'

import type { AccessibilityLabels } from '@/components/layout/shell-labels'
import type { AccessibilityPanelProps } from '@/components/layout/widgets/AccessibilityPanel.client'
import { useDismiss } from '@/components/layout/widgets/useDismiss'
import { useDisplayPreferences } from '@/components/layout/widgets/useDisplayPreferences'
import { LoadFailed } from '@/components/ui/LoadFailed.client'
import { useLazyComponent } from '@/components/layout/widgets/useLazyComponent'

const loadPanel = () =>
  import('@/components/layout/widgets/AccessibilityPanel.client').then(
    ({ AccessibilityPanel }) => AccessibilityPanel,
  )

/**
 * Bottom-left widget: font size M / L / XL, high contrast ON / OFF, light / dark.
 * The preferences are followed from the start (other tabs, the system theme); the panel's code
 * is loaded when the visitor reaches for the button.
 */
export function AccessibilityWidget({
  labels,
  icons,
}: {
  labels: AccessibilityLabels
  /** Drawn on the server: no icon library in the browser. */
  icons: Record<'toggle' | 'fontSize' | 'contrast' | 'dark' | 'light', ReactNode>
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const preferences = useDisplayPreferences()
  const panel = useLazyComponent<AccessibilityPanelProps>(loadPanel)
  const Panel = panel.Component
  useDismiss(open, root, toggle, () => setOpen(false))

  return (
    <div ref={root} className="fixed bottom-4 left-4 z-30">
      {open && Panel ? <Panel labels={labels} icons={icons} {...preferences} /> : null}
      {open && !Panel && panel.failed ? (
        <LoadFailed labels={labels} onRetry={panel.retry} className="mb-3 shadow-lg" />
      ) : null}
      <button
        ref={toggle}
        type="button"
        data-testid="a11y-widget-toggle"
        aria-expanded={open}
        aria-controls="a11y-panel"
        aria-label={open ? labels.close : labels.open}
        onPointerEnter={panel.load}
        onFocus={panel.load}
        onClick={() => {
          panel.load()
          setOpen((value) => !value)
        }}
        className="grid size-12 place-items-center rounded-full bg-ink text-white shadow-lg ring-2 ring-white dark:ring-(--border)"
      >
        {icons.toggle}
      </button>
    </div>
  )
}
