/** Home sections the header links to and follows while scrolling. */
export const headerSections = ['problems', 'solutions', 'testimonials', 'diagnostic'] as const
export type HeaderSection = (typeof headerSections)[number]

/** The site's main pages, linked from the header and the mobile menu on every page. */
export const headerPages = ['/services', '/realisations', '/blog', '/contact'] as const
export type HeaderPage = (typeof headerPages)[number]

/** Scroll distance after which the progress ring shows. */
export const RING_THRESHOLD_PX = 50

export function scrollPercent(scrollY: number, scrollHeight: number, viewport: number): number {
  const range = scrollHeight - viewport
  if (range <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((scrollY / range) * 100)))
}

/** The primary button goes to the diagnostic when its section is active, else to contact. */
export function ctaTarget(
  active: HeaderSection | null,
): '/diagnostic-business-complet' | '/contact' {
  return active === 'diagnostic' ? '/diagnostic-business-complet' : '/contact'
}

/** Fills `{percent}` in the ring's label (translated on the server, see `shell-labels.ts`). */
export function fillPercent(template: string, percent: number): string {
  return template.replace('{percent}', String(percent))
}
