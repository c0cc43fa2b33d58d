'use client'

import { useStepNav } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * One of our own screens names itself in the breadcrumbs, in the admin's language (Payload
 * leaves them empty on a custom view); its tab title comes from `screen-metadata.ts`.
 */
export function ScreenTitle({ title }: { title: string }) {
  const { setStepNav } = useStepNav()
  useEffect(() => {
    setStepNav([{ label: title }])
  }, [setStepNav, title])
  return null
}
