'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { adminA11yText } from '@/features/admin-shell/a11y/labels'
import { patchAdminA11y } from '@/features/admin-shell/a11y/patch-admin'

/**
 * Landmarks, headings and names for Payload's own screens (see `a11y/patch-admin.ts`). Payload
 * redraws parts of a screen on navigation, when a list loads or a field row is added: the
 * repairs run again on the next frame after each change of the page's elements.
 */
export function AdminLandmarks() {
  const { i18n } = useTranslation()
  const language = i18n.language
  useEffect(() => {
    const text = adminA11yText(language)
    let frame = 0
    const run = () => {
      frame = 0
      patchAdminA11y(document, text)
    }
    run()
    // Only element additions and removals: the repairs set attributes, so they never retrigger.
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(run)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [language])
  return null
}
