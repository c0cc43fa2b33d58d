import type { ProjectCategory } from '@/features/portfolio/categories'

/** One seeded picture: a file of `seed-images/` (without `.webp`) and its alt text. */
export type SeedImage = { file: string; alt: { fr: string; en: string } }

/** The texts of a seeded project in one language. */
export type SeedProjectCopy = {
  title: string
  short: string
  long: string
  challenge: string
  solution: string
  results: string
  duration: string
  testimonial: { client: string; content: string }
  /** Same order and count in both languages: rows are shared, their texts are localized. */
  metrics: { value: string; label: string }[]
  timeline: string[]
}

/**
 * A project of the first start. Clients are fictional small businesses named by trade and city,
 * never by a person's name; testimonials are attributed by role and business.
 */
export type SeedProject = {
  slug: string
  category: ProjectCategory
  position: number
  technologies: string[]
  image: SeedImage
  gallery: SeedImage[]
  fr: SeedProjectCopy
  en: SeedProjectCopy
}
