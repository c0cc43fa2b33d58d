'use client'

import { useEffect, useRef } from 'react'

import { FORM_CLOCK_PATH } from '@/platform/spam/form-clock-path'

type Props = {
  /** Prefix of the honeypot's id, unique on the page. */
  idPrefix: string
  /** Label of the honeypot, read by nobody but robots ("do not fill this field"). */
  honeypotLabel: string
  /**
   * When the server rendered the form, shown again after a refused post. The server times a
   * post without JavaScript from the visitor's form clock instead, except on the booking's
   * pages, rendered per visit.
   */
  renderedAt?: number
}

/**
 * The anti-robot part of a public form (see spam-fields.ts): the honeypot, the server's render
 * time, with JavaScript the time measured from display to submission, and without it the image
 * that starts the visitor's form clock.
 */
/**
 * When each form was first shown. A form that re-renders after a validation error may be
 * remounted; the fill time still counts from the first display.
 */
const firstShown = new Map<string, number>()

export function SpamGuard({ idPrefix, honeypotLabel, renderedAt }: Props) {
  const elapsed = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const input = elapsed.current
    const form = input?.form
    if (!input || !form) return
    if (!firstShown.has(idPrefix)) firstShown.set(idPrefix, performance.now())
    const shownAt = firstShown.get(idPrefix) ?? performance.now()
    const onSubmit = () => {
      input.value = String(Math.round(performance.now() - shownAt))
    }
    // Capture phase: the value is in place before React builds the action's FormData.
    form.addEventListener('submit', onSubmit, true)
    return () => form.removeEventListener('submit', onSubmit, true)
  }, [idPrefix])

  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{honeypotLabel}</label>
        <input
          id={`${idPrefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
        {/* Without JavaScript: starts this visitor's own form clock (form-clock.ts). */}
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 1×1 pixel, never optimized */}
          <img src={FORM_CLOCK_PATH} alt="" width={1} height={1} />
        </noscript>
      </div>
      <input type="hidden" name="startedAt" defaultValue={renderedAt ?? ''} />
      <input type="hidden" name="elapsedMs" ref={elapsed} defaultValue="" />
    </>
  )
}
