import { servicePages } from '@/config/service-pages'
import type { ServiceKey } from '@/config/site'
import type { StaticPathname } from '@/i18n/pathnames'

/**
 * Order and targets of the home page's lists; their texts live in messages under `home`. The
 * four problems are named by the hero's cards and measured by the problems section, under the
 * same keys, so each says its part once.
 */
export const heroProblems = ['time', 'loyalty', 'site', 'team'] as const

export const heroPromises = ['consultation', 'response', 'quote', 'ownership', 'payment'] as const

/** The three features each service page's hero lists (the home names the service in a line). */
export const serviceFeatures = ['one', 'two', 'three'] as const

/** Each answer to a problem leads to the service that delivers it. */
export const solutionItems = [
  { key: 'automation', service: 'ia' },
  { key: 'pwa', service: 'pwa' },
  { key: 'audit', service: 'audit' },
  { key: 'training', service: 'formation' },
] as const satisfies readonly { key: string; service: ServiceKey }[]

/** Methodology durations in weeks. */
export const methodSteps = [
  { key: 'discovery', weeks: '1-2' },
  { key: 'design', weeks: '2-3' },
  { key: 'build', weeks: '4-8' },
  { key: 'launch', weeks: '1-2' },
] as const

export const diagnosticOutputs = ['hours', 'cost', 'savings', 'services'] as const

/** Every question written for the home; the resources centre answers them all. */
export const faqItems = [
  'price',
  'delay',
  'consultation',
  'payment',
  'ownership',
  'maintenance',
] as const

/**
 * The four the home shows, those a first visit asks; payment and ownership are already promised
 * in the hero's card, and the full list lives in the resources centre.
 */
export const homeFaqItems = [
  'price',
  'delay',
  'consultation',
  'maintenance',
] as const satisfies readonly (typeof faqItems)[number][]

export function serviceHref(key: ServiceKey): StaticPathname {
  const page = servicePages.find((entry) => entry.key === key)
  if (!page) throw new Error(`No page is declared for the service "${key}"`)
  return page.href
}
