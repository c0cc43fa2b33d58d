import type { Payload } from 'payload'

import type { PublicPopup } from '@/features/popups/eligibility'
import { popupTargetsPage } from '@/features/popups/page-match'
import { typeset } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'
import type { Popup } from '@/payload-types'

/** More than any owner will write; the page filter runs in code, so the query stays simple. */
const MAX_ACTIVE = 50

export function toPublicPopup(popup: Popup, locale: Locale): PublicPopup {
  return {
    id: popup.id,
    kind: popup.kind,
    title: typeset(popup.title, locale),
    body: typeset(popup.body, locale),
    ctaLabel: typeset(popup.ctaLabel, locale),
    trigger: popup.trigger,
    delaySeconds: popup.delaySeconds ?? 0,
    scrollPercent: popup.scrollPercent ?? 50,
    frequencyDays: popup.frequencyDays ?? 0,
  }
}

/** Active popups of `locale` whose targets cover `path`, newest first. */
export async function findActivePopups(
  payload: Payload,
  locale: Locale,
  path: string,
): Promise<PublicPopup[]> {
  const { docs } = await payload.find({
    collection: 'popups',
    where: { active: { equals: true } },
    locale,
    fallbackLocale: false,
    sort: '-createdAt',
    limit: MAX_ACTIVE,
    depth: 0,
    overrideAccess: true,
  })
  return (
    docs
      // A popup not yet translated into this language is not shown in it.
      .filter((popup) => popup.title && popup.body && popup.ctaLabel && popup.successMessage)
      .filter((popup) => popupTargetsPage(popup.pages, path))
      .map((popup) => toPublicPopup(popup, locale))
  )
}
