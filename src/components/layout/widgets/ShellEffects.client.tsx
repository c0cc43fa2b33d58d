'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'

import { createKonamiDetector } from '@/components/layout/widgets/click-bursts'
import { usePathname } from '@/i18n/navigation'

/**
 * Page-wide behaviours without UI of their own: back to the top on every path change
 * (spec section 2) and the Konami sequence's "Expert Mode" toast for 5 s.
 */
export function ShellEffects() {
  const t = useTranslations('easterEggs')
  const pathname = usePathname()
  const konami = useRef(createKonamiDetector())

  useEffect(() => {
    if (window.location.hash) return
    window.scrollTo({ top: 0, behavior: 'auto' })
  }, [pathname])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (konami.current.press(event.key)) {
        toast.success(t('expertTitle'), { description: t('expertText'), duration: 5000 })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [t])

  return null
}
