import { isProjectLink } from '@/features/portfolio/project-link'
import { toProjectImage, type ProjectImage } from '@/features/portfolio/project-view'
import {
  isTestimonialPage,
  ratingProblem,
  type TestimonialPage,
} from '@/features/testimonials/pages'
import type { Testimonial } from '@/payload-types'

/**
 * A published testimonial in one language, as plain data: the cached query stores it, so it
 * must survive JSON serialization.
 */
export type TestimonialView = {
  id: number
  quote: string
  name: string | null
  role: string
  company: string | null
  result: string | null
  image: ProjectImage | null
  imageKind: 'logo' | 'photo'
  link: string | null
  rating: number | null
  pages: TestimonialPage[]
}

const text = (value: string | null | undefined) => value?.trim() || null

/** Null when the quote or the role is not written in this language: it is not shown in it. */
export function toTestimonialView(doc: Testimonial): TestimonialView | null {
  const quote = text(doc.quote)
  const role = text(doc.role)
  if (!quote || !role) return null
  return {
    id: doc.id,
    quote,
    name: text(doc.name),
    role,
    company: text(doc.company),
    result: text(doc.result),
    image: toProjectImage(doc.image),
    imageKind: doc.imageKind === 'photo' ? 'photo' : 'logo',
    link: isProjectLink(doc.link) ? doc.link : null,
    rating: typeof doc.rating === 'number' && !ratingProblem(doc.rating) ? doc.rating : null,
    pages: (doc.pages ?? []).filter(isTestimonialPage),
  }
}

/** The testimonials chosen for one page, in the owner's order (the list is already sorted). */
export function testimonialsForPage(
  testimonials: TestimonialView[],
  page: TestimonialPage,
  limit = 6,
): TestimonialView[] {
  return testimonials.filter((item) => item.pages.includes(page)).slice(0, limit)
}

export type ClientLogo = { id: number; image: ProjectImage; label: string }

/**
 * The clients' logos for the row under the home hero: one per logo file, in the owner's
 * order. A photo of a person is not a logo and stays out.
 */
export function clientLogos(testimonials: TestimonialView[], limit = 8): ClientLogo[] {
  const seen = new Set<string>()
  const logos: ClientLogo[] = []
  for (const item of testimonials) {
    if (!item.image || item.imageKind !== 'logo' || seen.has(item.image.src)) continue
    seen.add(item.image.src)
    logos.push({
      id: item.id,
      image: item.image,
      label: item.image.alt || item.company || item.role,
    })
  }
  return logos.slice(0, limit)
}

/** Who said it, in one line: "Name, Role, Company" without the parts left empty. */
export function attribution(item: Pick<TestimonialView, 'name' | 'role' | 'company'>): string {
  return [item.name, item.role, item.company].filter(Boolean).join(', ')
}
