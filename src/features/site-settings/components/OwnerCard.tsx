import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { ServerImage } from '@/components/ui/ServerImage'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { ownerDisplayName } from '@/features/site-settings/owner-profile'
import { typeset } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

type Props = {
  settings: PublicSiteSettings
  locale: Locale
  /** `compact`: face, name and role (beside a promise); `full`: with the bio and LinkedIn. */
  variant: 'compact' | 'full'
  /** A line above the name ("You work with me directly"), in compact cards. */
  withLine?: boolean
  className?: string
}

/**
 * The person a client would work with: their face, name and role, and on the about page their
 * bio and LinkedIn. The site name stands in for the name until the owner gives theirs.
 */
export async function OwnerCard({ settings, locale, variant, withLine, className = '' }: Props) {
  const t = await getTranslations({ locale, namespace: 'owner' })
  const { owner } = settings
  const name = ownerDisplayName(owner, settings.siteName)
  const full = variant === 'full'
  const size = full ? 160 : 64
  return (
    <div
      data-testid="owner-card"
      className={`flex items-center gap-4 ${full ? 'flex-col text-center sm:flex-row sm:text-left' : ''} ${className}`}
    >
      {owner.portrait && (
        <ServerImage
          src={owner.portrait.src}
          alt={owner.portrait.alt[locale]}
          width={size}
          height={size}
          className={`shrink-0 rounded-full border-2 border-(--background) object-cover shadow-md ${full ? 'size-40' : 'size-16'}`}
        />
      )}
      <div className="min-w-0">
        {withLine && <p className="text-sm muted">{t('withMe')}</p>}
        <p className={`font-display font-bold ${full ? 'text-2xl' : 'text-lg'}`}>{name}</p>
        <p className="text-sm muted">{typeset(owner.role[locale], locale)}</p>
        {full && (
          <>
            <p className="mt-3 max-w-prose">{typeset(owner.bio[locale], locale)}</p>
            <a
              href={owner.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-(--accent) underline-offset-4 hover:underline"
            >
              {t('linkedin')}
              <Icon name="external-link" className="size-4" />
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </>
        )}
      </div>
    </div>
  )
}
