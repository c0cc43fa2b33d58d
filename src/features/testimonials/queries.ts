import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { MEDIA_TAG } from '@/collections/Media/cache-tag'
import { TESTIMONIALS_TAG } from '@/collections/Testimonials/cache-tag'
import { loadPublishedTestimonials } from '@/features/testimonials/load-testimonials'
import type { TestimonialPage } from '@/features/testimonials/pages'
import {
  clientLogos,
  testimonialsForPage,
  type ClientLogo,
  type TestimonialView,
} from '@/features/testimonials/testimonial-view'
import type { Locale } from '@/i18n/locales'

/**
 * One cache entry per language holds every published testimonial (a dozen at most); each page
 * picks its own from it. Expired by the collection's hooks, and by the media's when a logo or
 * its alt text changes.
 */
const cachedTestimonials = unstable_cache(
  async (locale: Locale) =>
    loadPublishedTestimonials(await getPayload({ config: configPromise }), locale),
  ['published-testimonials'],
  { tags: [TESTIMONIALS_TAG, MEDIA_TAG] },
)

export async function getPageTestimonials(
  locale: Locale,
  page: TestimonialPage,
  limit?: number,
): Promise<TestimonialView[]> {
  return testimonialsForPage(await cachedTestimonials(locale), page, limit)
}

export async function getClientLogos(locale: Locale): Promise<ClientLogo[]> {
  return clientLogos(await cachedTestimonials(locale))
}
