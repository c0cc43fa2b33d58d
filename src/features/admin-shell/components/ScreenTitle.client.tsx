'use client'

import { useStepNav } from '@payloadcms/ui'
import { useEffect } from 'react'

import { site } from '@/config/site'

/**
 * One of our own screens names itself: in the breadcrumbs (Payload leaves them empty on a custom
 * view) and in the browser tab, in the admin's language. The server's title is the French one
 * (a view's metadata cannot depend on the language); an English admin's tab follows here.
 */
export function ScreenTitle({ title }: { title: string }) {
  const { setStepNav } = useStepNav()
  useEffect(() => {
    setStepNav([{ label: title }])
    document.title = `${title} – ${site.name}`
  }, [setStepNav, title])
  return null
}
