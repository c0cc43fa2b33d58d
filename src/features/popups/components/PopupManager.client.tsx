'use client'

import { usePathname } from 'next/navigation'
import { useLocale } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { PopupDialog } from '@/features/popups/components/PopupDialog.client'
import { usePopupTriggers } from '@/features/popups/components/use-popup-triggers'
import { eligiblePopups, type PublicPopup } from '@/features/popups/eligibility'
import { visitorStorage } from '@/features/popups/visitor-storage'

type Candidates = { lead?: PublicPopup; exit?: PublicPopup; arrivedAt: number }

async function fetchActive(locale: string, path: string, signal: AbortSignal) {
  const query = new URLSearchParams({ locale, path })
  const response = await fetch(`/api/popups/active?${query}`, { signal })
  if (!response.ok) return []
  const { docs } = (await response.json()) as { docs: PublicPopup[] }
  return docs
}

/**
 * The popup manager, loaded lazily by the shell's launcher: asks which
 * popups this page has, keeps those the visitor may still see, arms their triggers and shows at
 * most one per visit, counting the view.
 */
export function PopupManager() {
  const locale = useLocale()
  const pathname = usePathname()
  const [candidates, setCandidates] = useState<Candidates>({ arrivedAt: 0 })
  const [open, setOpen] = useState<PublicPopup>()
  const firstPage = useRef(true)

  useEffect(() => {
    // The first page started loading at 0 on this clock; later pages when the path changed.
    const arrivedAt = firstPage.current ? 0 : performance.now()
    firstPage.current = false
    setCandidates({ arrivedAt })
    if (visitorStorage.shownThisVisit()) return
    const controller = new AbortController()
    fetchActive(locale, window.location.pathname, controller.signal)
      .then((popups) => {
        const eligible = eligiblePopups(popups, {
          shownThisVisit: visitorStorage.shownThisVisit(),
          lastSeen: visitorStorage.lastSeen,
          now: Date.now(),
        })
        setCandidates({ ...eligible, arrivedAt })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Popups not loaded', error)
      })
    return () => controller.abort()
  }, [locale, pathname])

  const show = useCallback(
    (popup: PublicPopup) => {
      if (visitorStorage.shownThisVisit()) return
      visitorStorage.markShown(popup.id, Date.now())
      setCandidates(({ arrivedAt }) => ({ arrivedAt }))
      setOpen(popup)
      void fetch(`/api/popups/${popup.id}/view?locale=${locale}`, {
        method: 'POST',
        keepalive: true,
      }).catch(() => undefined)
    },
    [locale],
  )

  usePopupTriggers({ ...candidates, show })

  if (!open) return null
  return <PopupDialog popup={open} locale={locale} />
}
