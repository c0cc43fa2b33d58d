'use client'

import { useEffect, useRef } from 'react'

import type { BookingValues } from '@/features/booking/form-state'
import { useTranslations } from '@/i18n/client-messages'

type Props = {
  action: (formData: FormData) => void
  pending: boolean
  values: BookingValues
  summary: { service: string; when: string }
}

/** Step 5: everything the visitor entered, to confirm or to edit. */
export function BookingReview({ action, pending, values, summary }: Props) {
  const t = useTranslations('booking.review')
  const heading = useRef<HTMLHeadingElement>(null)
  // The page did not change: move focus so keyboard and screen-reader users land on the summary.
  useEffect(() => heading.current?.focus(), [])
  const rows: [string, string][] = [
    [t('service'), summary.service],
    [t('when'), summary.when],
    [t('name'), values.name],
    [t('email'), values.email],
    [t('phone'), values.phone],
    ...(values.notes ? ([[t('notes'), values.notes]] as [string, string][]) : []),
  ]
  return (
    <form action={action} className="space-y-6">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t('title')}
      </h2>
      <dl className="divide-y divide-(--border) rounded-xl border border-(--border)">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap gap-4">
        <button
          type="submit"
          name="intent"
          value="confirm"
          disabled={pending}
          className="inline-flex min-h-12 items-center rounded-lg bg-(--accent) px-6 font-semibold text-(--accent-foreground) disabled:opacity-80"
        >
          {pending ? t('submitting') : t('confirm')}
        </button>
        <button
          type="submit"
          name="intent"
          value="edit"
          disabled={pending}
          className="inline-flex min-h-12 items-center rounded-lg border-2 border-current px-6 font-semibold"
        >
          {t('edit')}
        </button>
      </div>
    </form>
  )
}
