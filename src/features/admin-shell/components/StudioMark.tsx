import type { Payload } from 'payload'

import { site } from '@/config/site'
import { ServerImage } from '@/components/ui/ServerImage'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'
import { logoWidth } from '@/features/site-settings/site-logo'

/** The studio's mark (public/icon.svg): the dark tile and its pink dot, drawn inline. */
function Mark({ size }: { size: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className="site-studio-mark__icon"
    >
      <rect width="64" height="64" rx="14" fill="#1a1a2e" />
      <circle cx="32" cy="32" r="14" fill="#ff0054" />
    </svg>
  )
}

const LOGO_HEIGHT = 40

/**
 * Payload's logo slot (sign-in, forgotten and reset password screens): the owner's logo and site
 * name from the settings, the studio's mark when no logo is chosen. Payload renders it on the
 * server with its own instance; without one (an older caller) the seed name stands in.
 */
export async function StudioLogo({ payload }: { payload?: Payload }) {
  const settings = payload ? await readSiteSettings(payload) : null
  const logo = settings?.logo
  return (
    <span className="site-studio-mark">
      {logo ? (
        <ServerImage
          src={logo.src}
          width={logoWidth(logo, LOGO_HEIGHT)}
          height={LOGO_HEIGHT}
          alt=""
          loading="eager"
          className="site-studio-mark__logo"
        />
      ) : (
        <Mark size={LOGO_HEIGHT} />
      )}
      <span className="site-studio-mark__name">{settings?.siteName ?? site.name}</span>
    </span>
  )
}

/**
 * Payload's icon slot: the breadcrumbs' first step, the link home. Payload names that link
 * itself (the dashboard's name as its tooltip), so the drawing stays silent. It stays the drawn
 * mark whatever the settings: Payload also draws this slot into its generated share images,
 * which can neither wait for the settings nor fetch an image.
 */
export function StudioIcon() {
  return <Mark size={22} />
}
