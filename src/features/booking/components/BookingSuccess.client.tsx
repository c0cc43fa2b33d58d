'use client'

import { useEffect, useRef } from 'react'

import type { BookingFormState } from '@/features/booking/form-state'
import { useTranslations } from '@/i18n/client-messages'

type Props = { state: Extract<BookingFormState, { status: 'success' }> }

/** The confirmation, with what did not work (e-mail, calendar) said plainly: the booking stands. */
export function BookingSuccess({ state }: Props) {
  const t = useTranslations('booking')
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="space-y-4 rounded-2xl border border-(--border) p-8 text-center"
    >
      <h2 className="text-2xl font-bold">{t('success.title')}</h2>
      <p className="text-lg font-semibold">
        {t('success.when', { service: state.service, date: state.when })}
      </p>
      <p className="muted">{t('success.text', { email: state.email })}</p>
      {state.emailFailed ? (
        <p className="rounded-lg border-2 border-[#b00020] p-3 font-semibold">
          {t('errors.emailFailed')}. {t('errors.emailFailedHint')}
        </p>
      ) : null}
      {state.calendarFailed ? (
        <p className="rounded-lg border-2 border-[#b00020] p-3 font-semibold">
          {t('errors.calendarFailed')}
        </p>
      ) : null}
    </div>
  )
}
