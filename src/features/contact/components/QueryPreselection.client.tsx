'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { contactPreselection } from '@/features/contact/preselection'

/**
 * The estimate calculator links to the contact page with its choices
 * (?projectType=...&budget=...). Reading them here, behind a Suspense boundary, keeps the page
 * and its form static; the choices fill the form's selects the visitor has not touched yet.
 */
export function QueryPreselection() {
  const params = useSearchParams()
  useEffect(() => {
    const preset = contactPreselection(Object.fromEntries(params))
    for (const [name, value] of Object.entries(preset)) {
      const select = document.getElementById(`contact-${name}`)
      if (value && select instanceof HTMLSelectElement && !select.value) select.value = value
    }
  }, [params])
  return null
}
