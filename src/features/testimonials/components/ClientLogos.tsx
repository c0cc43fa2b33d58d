import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ServerImage } from '@/components/ui/ServerImage'
import { getClientLogos } from '@/features/testimonials/queries'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  /** Figures shown first in the same strip (the home's claims), kept when there is no logo. */
  children?: ReactNode
}

/**
 * A discreet strip of proof: the figures it is given, then the clients' logos, taken from the
 * published testimonials, grey so that no brand colour competes with the page's own, each named
 * for screen readers by its alt text.
 */
export async function ClientLogos({ locale, children }: Props) {
  const logos = await getClientLogos(locale)
  if (logos.length === 0 && !children) return null
  const t = await getTranslations({ locale, namespace: 'testimonials' })
  return (
    <div className="px-4 pb-10 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 border-y border-(--border) py-6 lg:flex-row lg:items-center lg:justify-between lg:gap-12">
        {children}
        {logos.length > 0 ? (
          <div className="flex flex-col items-center gap-4 md:flex-row">
            <p id="client-logos" className="shrink-0 text-sm font-semibold muted">
              {t('clients')}
            </p>
            <ul
              aria-labelledby="client-logos"
              className="flex flex-wrap items-center justify-center gap-x-4 gap-y-3 md:justify-start"
            >
              {logos.map((logo) => (
                <li key={logo.id}>
                  <ServerImage
                    src={logo.image.src}
                    alt={logo.label}
                    title={logo.label}
                    width={40}
                    height={40}
                    className="size-10 object-contain opacity-75 grayscale"
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  )
}
