'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { TIME_ZONE_COOKIE } from '@/features/booking/time-zone-cookie'

/**
 * Tells the server the visitor's time zone (a cookie, no personal data) and re-renders the
 * times in it. Without JavaScript the page keeps showing Paris time, named as such.
 */
export function TimeZoneCookie({ current }: { current: string }) {
  const router = useRouter()
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!zone || zone === current) return
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`
    router.refresh()
  }, [current, router])
  return null
}
