'use client'

import type { DefaultCellComponentProps } from 'payload'

import { articleState } from '@/features/blog/visibility'

const labels = { draft: 'Brouillon', scheduled: 'Programmé', published: 'Publié' } as const

/** The list's status column: a published article whose date is ahead reads "Programmé". */
export function StatusCell({ rowData }: DefaultCellComponentProps) {
  const state = articleState(
    { status: String(rowData?.status ?? 'draft'), publishedAt: rowData?.published_at ?? null },
    new Date(),
  )
  return <span data-state={state}>{labels[state]}</span>
}
