'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { headerSections, type HeaderSection } from '@/components/layout/header/sections'

/** The home section crossing the middle of the viewport, or null (other pages, hero, footer). */
export function useActiveSection(): HeaderSection | null {
  const pathname = usePathname()
  // Tagged with its page, so a section seen on the home page is not "active" elsewhere.
  const [state, setState] = useState<{ path: string; id: HeaderSection | null }>({
    path: pathname,
    id: null,
  })

  useEffect(() => {
    const elements = headerSections
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
    if (elements.length === 0) return
    const visible = new Set<string>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id)
          else visible.delete(entry.target.id)
        }
        setState({ path: pathname, id: headerSections.find((id) => visible.has(id)) ?? null })
      },
      { rootMargin: '-45% 0px -50% 0px' },
    )
    for (const element of elements) observer.observe(element)
    return () => observer.disconnect()
  }, [pathname])

  return state.path === pathname ? state.id : null
}
