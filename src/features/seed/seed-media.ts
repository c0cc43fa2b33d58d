import type { Payload, RequestContext } from 'payload'

import type { Locale } from '@/i18n/locales'

// Seeding runs outside a page request: there is no cache to expire yet.
const context: RequestContext = { skipRevalidate: true }

/** Uploads a committed picture into the media library with its alt text in both languages. */
export async function uploadSeedImage(
  payload: Payload,
  filePath: string,
  alt: Record<Locale, string>,
): Promise<number> {
  const created = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: alt.fr },
    filePath,
    overrideAccess: true,
    context,
  })
  await payload.update({
    collection: 'media',
    id: created.id,
    locale: 'en',
    data: { alt: alt.en },
    overrideAccess: true,
    context,
  })
  return created.id
}
