'use client'

import { useEffect } from 'react'

import {
  EXIT_ARM_DELAY_MS,
  leadShowAt,
  type PublicPopup,
  scrollDepth,
} from '@/features/popups/eligibility'

type Triggers = {
  lead?: PublicPopup
  exit?: PublicPopup
  /** When the visitor arrived on this page, on the `performance.now()` clock. */
  arrivedAt: number
  show: (popup: PublicPopup) => void
}

/**
 * Arms the lead popup (delay, at least 4 s after arrival; or scroll depth, not before 4 s) and
 * the exit popup (armed 5 s after arrival, shown when the pointer leaves through the top of the
 * window, which only a desktop mouse does).
 */
export function usePopupTriggers({ lead, exit, arrivedAt, show }: Triggers) {
  useEffect(() => {
    if (!lead) return
    const wait = (at: number) => Math.max(0, arrivedAt + at - performance.now())
    if (lead.trigger !== 'scroll') {
      const timer = window.setTimeout(() => show(lead), wait(leadShowAt(lead)))
      return () => window.clearTimeout(timer)
    }
    let ready = false
    const check = () => {
      const root = document.documentElement
      const depth = scrollDepth(window.scrollY, root.scrollHeight, window.innerHeight)
      if (ready && depth >= lead.scrollPercent) show(lead)
    }
    const timer = window.setTimeout(
      () => {
        ready = true
        check()
      },
      wait(leadShowAt(lead)),
    )
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', check)
    }
  }, [lead, arrivedAt, show])

  useEffect(() => {
    if (!exit) return
    const onLeave = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) show(exit)
    }
    const timer = window.setTimeout(
      () => document.addEventListener('mouseout', onLeave),
      Math.max(0, arrivedAt + EXIT_ARM_DELAY_MS - performance.now()),
    )
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('mouseout', onLeave)
    }
  }, [exit, arrivedAt, show])
}
