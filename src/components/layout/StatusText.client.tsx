'use client'

import { createContext, type ReactNode, useContext, useMemo } from 'react'

import type { ShellLinks, StatusLabels } from '@/components/layout/shell-labels'

type StatusText = StatusLabels & { links: Pick<ShellLinks, 'home' | 'contact'> }

const StatusTextContext = createContext<StatusText | null>(null)

/**
 * The error and not-found screens render inside the shell but take no props from it: the shell
 * hands them their texts, translated on the server, and their links' addresses through this
 * context instead of next-intl's client runtime.
 */
export function StatusTextProvider({
  text,
  links,
  children,
}: {
  text: StatusLabels
  links: Pick<ShellLinks, 'home' | 'contact'>
  children: ReactNode
}) {
  const value = useMemo(() => ({ ...text, links }), [text, links])
  return <StatusTextContext value={value}>{children}</StatusTextContext>
}

export function useStatusText(): StatusText {
  const text = useContext(StatusTextContext)
  if (!text) throw new Error('useStatusText() needs the shell (StatusTextProvider) above it')
  return text
}
