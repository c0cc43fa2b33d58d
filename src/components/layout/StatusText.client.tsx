'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { StatusLabels } from '@/components/layout/shell-labels'

const StatusTextContext = createContext<StatusLabels | null>(null)

/**
 * The error and not-found screens render inside the shell but take no props from it: the shell
 * hands them their texts, translated on the server, through this context instead of next-intl's
 * client runtime.
 */
export function StatusTextProvider({
  text,
  children,
}: {
  text: StatusLabels
  children: ReactNode
}) {
  return <StatusTextContext value={text}>{children}</StatusTextContext>
}

export function useStatusText(): StatusLabels {
  const text = useContext(StatusTextContext)
  if (!text) throw new Error('useStatusText() needs the shell (StatusTextProvider) above it')
  return text
}
