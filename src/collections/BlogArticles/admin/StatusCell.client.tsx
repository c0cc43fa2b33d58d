'use client'

import type { DefaultCellComponentProps } from 'payload'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import { articleState } from '@/features/blog/publishing/visibility'

const labels = {
  draft: 'custom:blog:draft',
  scheduled: 'custom:blog:scheduled',
  published: 'custom:blog:published',
} as const

/** The list's status column: a published article whose date is ahead reads "Programmé". */
export function StatusCell({ rowData }: DefaultCellComponentProps) {
  const { t } = useAdminText()
  const state = articleState(
    { status: String(rowData?.status ?? 'draft'), publishedAt: rowData?.published_at ?? null },
    new Date(),
  )
  return <span data-state={state}>{t(labels[state])}</span>
}
