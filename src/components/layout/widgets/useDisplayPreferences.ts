'use client'

import { useCallback, useEffect, useState } from 'react'

import {
  A11Y_KEY,
  type A11yPreferences,
  DEFAULT_A11Y,
  DEFAULT_THEME,
  nextFontSize,
  parseA11y,
  parseTheme,
  resolveTheme,
  THEME_KEY,
  type Theme,
} from '@/platform/preferences/preferences'

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch (error) {
    console.warn('Display preference not saved', error)
  }
}

function apply(theme: Theme, a11y: A11yPreferences) {
  const root = document.documentElement
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  root.classList.toggle('dark', resolveTheme(theme, systemDark) === 'dark')
  root.classList.toggle('high-contrast', a11y.contrastMode === 'high')
  if (a11y.fontSize === 'normal') root.removeAttribute('data-font-size')
  else root.setAttribute('data-font-size', a11y.fontSize)
}

/**
 * Theme and accessibility preferences, kept in localStorage, applied to <html>, and followed
 * across tabs (storage event) and, for the system theme, across OS changes.
 */
export function useDisplayPreferences() {
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME)
  const [a11y, setA11y] = useState<A11yPreferences>(DEFAULT_A11Y)
  // The boot script already applied the stored values: touch <html> only once they are read,
  // or the defaults would flash for a frame.
  const [synced, setSynced] = useState(false)

  useEffect(() => {
    const sync = () => {
      setTheme(parseTheme(read(THEME_KEY)))
      setA11y(parseA11y(read(A11Y_KEY)))
      setSynced(true)
    }
    sync()
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    window.addEventListener('storage', sync)
    media.addEventListener('change', sync)
    return () => {
      window.removeEventListener('storage', sync)
      media.removeEventListener('change', sync)
    }
  }, [])

  useEffect(() => {
    if (synced) apply(theme, a11y)
  }, [synced, theme, a11y])

  const updateA11y = useCallback((change: (current: A11yPreferences) => A11yPreferences) => {
    setA11y((current) => {
      const next = change(current)
      write(A11Y_KEY, JSON.stringify(next))
      return next
    })
  }, [])

  const dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof window !== 'undefined' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches)

  return {
    a11y,
    dark,
    cycleFontSize: () => updateA11y((c) => ({ ...c, fontSize: nextFontSize(c.fontSize) })),
    toggleContrast: () =>
      updateA11y((c) => ({ ...c, contrastMode: c.contrastMode === 'high' ? 'normal' : 'high' })),
    toggleTheme: () => {
      const next: Theme = dark ? 'light' : 'dark'
      write(THEME_KEY, next)
      setTheme(next)
    },
  }
}

export type DisplayPreferences = ReturnType<typeof useDisplayPreferences>
