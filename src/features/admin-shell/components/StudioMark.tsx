import { site } from '@/config/site'

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

/** Payload's logo slot (sign-in, forgotten and reset password screens). */
export function StudioLogo() {
  return (
    <span className="site-studio-mark">
      <Mark size={40} />
      <span className="site-studio-mark__name">{site.name}</span>
    </span>
  )
}

/**
 * Payload's icon slot: the breadcrumbs' first step, the link home. Payload names that link
 * itself (the dashboard's name as its tooltip), so the drawing stays silent.
 */
export function StudioIcon() {
  return <Mark size={22} />
}
