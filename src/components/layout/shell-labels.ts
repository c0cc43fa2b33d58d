import type { LoadFailedLabels } from '@/components/ui/LoadFailed.client'
import { getTranslations } from 'next-intl/server'

import {
  type HeaderPage,
  headerPages,
  headerSections,
  type HeaderSection,
} from '@/components/layout/header/sections'
import { locales, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

/*
 * The texts of the shell's client islands, translated on the server and passed as props: the
 * islands then need no message runtime (next-intl's client and its ICU parser) in the browser.
 */

export type HeaderLabels = {
  home: string
  navigation: string
  anchors: Record<HeaderSection, string>
  pages: Record<HeaderPage, string>
  cta: Record<HeaderSection | 'default', string>
  /** "… {percent} %": the ring fills in the number. */
  scrollProgress: string
  openMenu: string
  closeMenu: string
  bookAppointment: string
  debugTitle: string
  debugText: string
  celebration: string
}

export type AccessibilityLabels = LoadFailedLabels & {
  title: string
  open: string
  close: string
  fontSize: string
  contrast: string
  on: string
  off: string
  dark: string
}

export type ContactMenuLabels = LoadFailedLabels & {
  open: string
  close: string
  call: string
  book: string
  contact: string
}

/** "Switch to {language}" around the language's own name, which is marked with its language. */
export type SwitchToLabel = { before: string; name: string; after: string }

export type LanguageLabels = { label: string; switchTo: Record<Locale, SwitchToLabel> }

export type StatusLabels = {
  loadingPage: string
  errorTitle: string
  errorText: string
  reload: string
  notFoundTitle: string
  notFoundText: string
  notFoundHome: string
  notFoundContact: string
}

export type EasterEggLabels = { expertTitle: string; expertText: string }

const pageMessageKeys = {
  '/services': 'services',
  '/realisations': 'realisations',
  '/blog': 'blog',
  '/contact': 'contact',
} as const satisfies Record<HeaderPage, string>

export async function shellLabels(locale: Locale) {
  const header = await getTranslations({ locale, namespace: 'header' })
  const egg = await getTranslations({ locale, namespace: 'easterEggs' })
  const accessibility = await getTranslations({ locale, namespace: 'accessibility' })
  const contactMenu = await getTranslations({ locale, namespace: 'contactMenu' })
  const status = await getTranslations({ locale, namespace: 'status' })
  const sectionLabels = (label: (id: HeaderSection) => string) =>
    Object.fromEntries(headerSections.map((id) => [id, label(id)])) as Record<HeaderSection, string>

  const headerLabels: HeaderLabels = {
    home: header('home'),
    navigation: header('navigation'),
    anchors: sectionLabels((id) => header(`anchors.${id}`)),
    pages: Object.fromEntries(
      headerPages.map((page) => [page, header(`pages.${pageMessageKeys[page]}`)]),
    ) as Record<HeaderPage, string>,
    cta: { default: header('cta.default'), ...sectionLabels((id) => header(`cta.${id}`)) },
    scrollProgress: header.raw('scrollProgress') as string,
    openMenu: header('openMenu'),
    closeMenu: header('closeMenu'),
    bookAppointment: header('bookAppointment'),
    debugTitle: egg('debugTitle'),
    debugText: egg('debugText'),
    celebration: egg('celebration'),
  }
  const accessibilityLabels: AccessibilityLabels = {
    title: accessibility('title'),
    open: accessibility('open'),
    close: accessibility('close'),
    fontSize: accessibility('fontSize'),
    contrast: accessibility('contrast'),
    on: accessibility('on'),
    off: accessibility('off'),
    dark: accessibility('dark'),
    loadError: status('loadError'),
    retry: status('retry'),
  }
  const contactMenuLabels: ContactMenuLabels = {
    open: contactMenu('open'),
    close: contactMenu('close'),
    call: contactMenu('call'),
    book: contactMenu('book'),
    contact: contactMenu('contact'),
    loadError: status('loadError'),
    retry: status('retry'),
  }
  const statusLabels: StatusLabels = {
    loadingPage: status('loadingPage'),
    errorTitle: status('errorTitle'),
    errorText: status('errorText'),
    reload: status('reload'),
    notFoundTitle: status('notFoundTitle'),
    notFoundText: status('notFoundText'),
    notFoundHome: status('notFoundHome'),
    notFoundContact: status('notFoundContact'),
  }
  const easterEggLabels: EasterEggLabels = {
    expertTitle: egg('expertTitle'),
    expertText: egg('expertText'),
  }
  return {
    header: headerLabels,
    accessibility: accessibilityLabels,
    contactMenu: contactMenuLabels,
    status: statusLabels,
    easterEggs: easterEggLabels,
  }
}

/** The language switch's texts, in the page's language (the switch is rendered by each page). */
export async function languageLabels(locale: Locale): Promise<LanguageLabels> {
  const language = await getTranslations({ locale, namespace: 'language' })
  // The sentence is cut where the name goes, so that the name can carry its own language.
  const marker = '\u0000'
  const [before = '', after = ''] = language('switchTo', { language: marker }).split(marker)
  return {
    label: language('label'),
    switchTo: Object.fromEntries(
      locales.map((target) => [target, { before, name: language(target), after }]),
    ) as Record<Locale, SwitchToLabel>,
  }
}

/** The addresses the shell's client islands link to, resolved on the server. */
export type ShellLinks = {
  home: string
  anchors: Record<HeaderSection, string>
  pages: Record<HeaderPage, string>
  cta: Record<'/contact' | '/diagnostic-business-complet', string>
  book: string
  contact: string
}

export function shellLinks(locale: Locale): ShellLinks {
  const home = getPathname({ href: '/', locale })
  const contact = getPathname({ href: '/contact', locale })
  return {
    home,
    anchors: Object.fromEntries(headerSections.map((id) => [id, `${home}#${id}`])) as Record<
      HeaderSection,
      string
    >,
    pages: Object.fromEntries(
      headerPages.map((page) => [page, getPathname({ href: page, locale })]),
    ) as Record<HeaderPage, string>,
    cta: {
      '/contact': contact,
      '/diagnostic-business-complet': getPathname({ href: '/diagnostic-business-complet', locale }),
    },
    book: getPathname({ href: '/reservation', locale }),
    contact,
  }
}
