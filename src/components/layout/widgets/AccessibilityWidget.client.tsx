'use client'

import { Accessibility, Contrast, Moon, Sun, Type } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { useDismiss } from '@/components/layout/widgets/useDismiss'
import { useDisplayPreferences } from '@/components/layout/widgets/useDisplayPreferences'
import { fontSizeLabel } from '@/features/preferences/preferences'

const item =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 text-left text-sm font-medium hover:bg-[var(--muted)]'

/** Bottom-left widget: font size M / L / XL, high contrast ON / OFF, light / dark (spec section 2). */
export function AccessibilityWidget() {
  const t = useTranslations('accessibility')
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const { a11y, dark, cycleFontSize, toggleContrast, toggleTheme } = useDisplayPreferences()
  useDismiss(open, root, toggle, () => setOpen(false))

  return (
    <div ref={root} className="fixed bottom-4 left-4 z-30">
      {open ? (
        <div
          id="a11y-panel"
          role="group"
          aria-label={t('title')}
          className="mb-2 w-60 rounded-xl border border-[var(--border)] bg-[var(--background)] p-2 shadow-xl"
        >
          <p className="px-3 py-2 text-sm font-bold">{t('title')}</p>
          <button
            type="button"
            data-testid="a11y-font-size"
            className={item}
            onClick={cycleFontSize}
          >
            <span className="flex items-center gap-2">
              <Type aria-hidden="true" className="size-4" />
              {t('fontSize')}
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
              <Contrast aria-hidden="true" className="size-4" />
              {t('contrast')}
            </span>
            <span>{a11y.contrastMode === 'high' ? t('on') : t('off')}</span>
          </button>
          <button
            type="button"
            data-testid="a11y-theme"
            aria-pressed={dark}
            className={item}
            onClick={toggleTheme}
          >
            <span className="flex items-center gap-2">
              {dark ? (
                <Moon aria-hidden="true" className="size-4" />
              ) : (
                <Sun aria-hidden="true" className="size-4" />
              )}
              {t('dark')}
            </span>
            <span>{dark ? t('on') : t('off')}</span>
          </button>
        </div>
      ) : null}
      <button
        ref={toggle}
        type="button"
        data-testid="a11y-widget-toggle"
        aria-expanded={open}
        aria-controls="a11y-panel"
        aria-label={open ? t('close') : t('open')}
        onClick={() => setOpen((value) => !value)}
        className="grid size-12 place-items-center rounded-full bg-ink text-white shadow-lg ring-2 ring-white dark:ring-[var(--border)]"
      >
        <Accessibility aria-hidden="true" className="size-6" />
      </button>
    </div>
  )
}
