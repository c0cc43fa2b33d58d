import type { Payload } from 'payload'

import { toTestimonialView, type TestimonialView } from '@/features/testimonials/testimonial-view'
import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

/** More than any owner will publish; pages pick theirs from this one list. */
const MAX_TESTIMONIALS = 100

/**
 * Every testimonial a visitor may see in one language, in the owner's order. Read with the
 * visitor's rights: the collection's access rule keeps drafts out. No fallback language: a
 * quote the owner has not translated is not shown in English in French words.
 */
export async function loadPublishedTestimonials(
  payload: Payload,
  locale: Locale,
): Promise<TestimonialView[]> {
  const { docs } = await payload.find({
    collection: 'testimonials',
    locale,
    fallbackLocale: false,
    depth: 1,
    limit: MAX_TESTIMONIALS,
    sort: ['position', 'createdAt'],
    draft: false,
    overrideAccess: false,
  })
  // The owner's texts get French spacing as the site's own do.
  return docs.flatMap((doc) => {
    const view = toTestimonialView(doc)
    return view ? typesetTree(view, locale) : []
  })
}
