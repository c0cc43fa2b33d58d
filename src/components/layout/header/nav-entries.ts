import {
  headerPages,
  headerSections,
  type HeaderSection,
} from '@/components/layout/header/sections'
import type { HeaderLabels, ShellLinks } from '@/components/layout/shell-labels'

export type NavEntry = {
  href: string
  label: string
  /** A section of the home page, or one of the site's main pages. */
  kind: 'section' | 'page'
  current?: 'location' | 'page'
}

/**
 * The header's and the mobile menu's links on the page at `pathname`: the home page's sections
 * (#problems, #solutions, ...) on the home page only, where they lead somewhere on the page
 * itself, then the site's main pages on every page, the one being read (or a page under it)
 * marked current.
 */
export function navEntries(
  pathname: string,
  labels: Pick<HeaderLabels, 'anchors' | 'pages'>,
  links: Pick<ShellLinks, 'home' | 'anchors' | 'pages'>,
  activeSection: HeaderSection | null,
): NavEntry[] {
  const sections: NavEntry[] =
    pathname === links.home
      ? headerSections.map((id) => ({
          href: links.anchors[id],
          label: labels.anchors[id],
          kind: 'section',
          current: activeSection === id ? 'location' : undefined,
        }))
      : []
  const pages: NavEntry[] = headerPages.map((page) => {
    const href = links.pages[page]
    const here = pathname === href || pathname.startsWith(`${href}/`)
    return { href, label: labels.pages[page], kind: 'page', current: here ? 'page' : undefined }
  })
  return [...sections, ...pages]
}
