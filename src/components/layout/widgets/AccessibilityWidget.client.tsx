'use client'

import { type ReactNode, useRef } from 'react'

import type { AccessibilityLabels } from '@/components/layout/shell-labels'
import type { AccessibilityToolsProps } from '@/components/layout/widgets/AccessibilityPanel.client'
import { POPOVER_GROUP, useDisclosure } from '@/components/layout/widgets/useDisclosure'
import { LoadFailed } from '@/components/ui/LoadFailed.client'
import { useLazyComponent } from '@/components/layout/widgets/useLazyComponent'
import { useLazyStepAside } from '@/components/layout/widgets/useLazyStepAside'

const loadTools = () =>
  import('@/components/layout/widgets/AccessibilityPanel.client').then(
    ({ AccessibilityTools }) => AccessibilityTools,
  )

/**
 * Bottom-left widget: font size M / L / XL, high contrast ON / OFF, light / dark.
 * Its code (the panel, and following the preferences set in other tabs or the system's theme)
 * loads once the page is idle, or sooner when the visitor reaches for the button. A `<details>`:
 * without JavaScript it opens on `withoutScript`, the server's word on what still works then.
 * It steps aside while it would cover a control.
 */
export function AccessibilityWidget({
  labels,
  icons,
  withoutScript,
}: {
  labels: AccessibilityLabels
  /** Drawn on the server: no icon library in the browser. */
  icons: Record<'toggle' | 'fontSize' | 'contrast' | 'dark' | 'light', ReactNode>
  withoutScript: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const summary = useRef<HTMLElement>(null)
  const { open, expanded } = useDisclosure(root, summary)
  const { aside, watcher } = useLazyStepAside(root, open)
  const tools = useLazyComponent<AccessibilityToolsProps>(loadTools, 'idle')
  const Tools = tools.Component

  return (
    <div
      ref={root}
      data-floating-tool
      className="fixed bottom-4 left-4 z-30 noscript:max-md:relative noscript:max-md:inset-auto"
    >
      <details
        name={POPOVER_GROUP}
        data-aside={aside || undefined}
        className="group transition-[translate,opacity] duration-200 data-aside:not-focus-within:-translate-x-[calc(100%+1rem)] data-aside:not-focus-within:opacity-0"
      >
        <summary
          ref={summary}
          data-testid="a11y-widget-toggle"
          aria-expanded={expanded}
          aria-controls="a11y-panel"
          aria-label={open ? labels.close : labels.open}
          onPointerEnter={tools.load}
          onFocus={tools.load}
          onClick={tools.load}
          className="grid size-12 cursor-pointer list-none place-items-center rounded-full bg-ink text-white shadow-lg ring-2 ring-white dark:ring-(--border) [&::-webkit-details-marker]:hidden"
        >
          {icons.toggle}
        </summary>
        <div id="a11y-panel" className="absolute bottom-full left-0 hidden w-max group-open:block">
          <div className="hidden noscript:block">{withoutScript}</div>
          {Tools ? <Tools open={open} labels={labels} icons={icons} /> : null}
          {open && !Tools && tools.failed ? (
            <LoadFailed labels={labels} onRetry={tools.retry} className="mb-3 shadow-lg" />
          ) : null}
        </div>
      </details>
      {watcher}
    </div>
  )
}
