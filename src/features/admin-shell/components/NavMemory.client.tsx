'use client'

import { useNav, usePreferences } from '@payloadcms/ui'
import { PREFERENCE_KEYS } from 'payload/shared'
import { useEffect, useRef } from 'react'

/** Wider than this the sidebar sits beside the content; narrower, Payload draws it as a drawer. */
const besideContent = '(min-width: 1025px)'

/**
 * Keeps the sidebar as the owner left it on a desktop screen. Payload closes it on every load up
 * to 1440 px wide (a 1440 x 900 laptop included) and remembers a toggle only above that width;
 * here the choice stored in the owner's preferences (open until they close it) wins at any
 * width where the sidebar sits beside the content, and each click on the toggle is stored.
 */
export function NavMemory() {
  const { navOpen, setNavOpen, hydrated } = useNav()
  const { setPreference } = usePreferences()
  // The server rendered the sidebar from the stored preference: that is the owner's choice.
  const chosen = useRef(navOpen)
  const toggledByOwner = useRef(false)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.nav-toggler')) {
        toggledByOwner.current = true
      }
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    if (!hydrated) return
    const toggled = toggledByOwner.current
    toggledByOwner.current = false
    // The drawer of a narrow screen opens and closes as Payload decides.
    if (!window.matchMedia(besideContent).matches) return
    if (toggled) {
      if (navOpen === chosen.current) return
      chosen.current = navOpen
      void setPreference(PREFERENCE_KEYS.NAV, { open: navOpen }, true)
    } else if (navOpen !== chosen.current) {
      setNavOpen(chosen.current)
    }
  }, [hydrated, navOpen, setNavOpen, setPreference])

  return null
}
