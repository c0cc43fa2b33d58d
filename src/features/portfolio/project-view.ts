import { isProjectCategory, type ProjectCategory } from '@/features/portfolio/categories'
import { isProjectLink } from '@/features/portfolio/project-link'
import type { Media, Project } from '@/payload-types'

/** What the public pages need of a picture: a same-site path, its size and its alt text. */
export type ProjectImage = { src: string; alt: string; width: number; height: number }

export type ProjectMetric = { value: string; label: string }

export type ProjectTestimonial = { client: string; content: string; avatar: ProjectImage | null }

/**
 * A published project in one language, as plain data: it is what the cached queries store, so
 * it must survive JSON serialization.
 */
export type ProjectView = {
  id: number
  slug: string
  category: ProjectCategory
  title: string
  summary: string
  description: string
  image: ProjectImage | null
  gallery: ProjectImage[]
  technologies: string[]
  challenge: string
  solution: string
  results: string
  metrics: ProjectMetric[]
  timeline: string[]
  testimonial: ProjectTestimonial | null
  duration: string
  link: string | null
}

/**
 * A populated upload, or null when it was deleted or not populated. The path is built from the
 * file name rather than Payload's `url`, which is absolute (SITE_URL) and would make next/image
 * treat our own files as remote ones.
 */
export function toProjectImage(value: number | Media | null | undefined): ProjectImage | null {
  if (!value || typeof value === 'number') return null
  const { filename, width, height } = value
  if (!filename || !width || !height) return null
  return {
    src: `/api/media/file/${encodeURIComponent(filename)}`,
    alt: value.alt ?? '',
    width,
    height,
  }
}

const text = (value: string | null | undefined) => value?.trim() ?? ''

export function toProjectView(doc: Project): ProjectView | null {
  if (!isProjectCategory(doc.category)) return null
  const testimonial = doc.testimonial
  return {
    id: doc.id,
    slug: doc.slug,
    category: doc.category,
    title: text(doc.title),
    summary: text(doc.description?.short),
    description: text(doc.description?.long),
    image: toProjectImage(doc.image),
    gallery: (doc.gallery ?? []).flatMap((item) => toProjectImage(item) ?? []),
    technologies: (doc.technologies ?? []).map((t) => t.trim()).filter(Boolean),
    challenge: text(doc.challenge),
    solution: text(doc.solution),
    results: text(doc.results),
    metrics: (doc.metrics ?? [])
      .map((row) => ({ value: text(row.value), label: text(row.label) }))
      .filter((row) => row.value && row.label),
    timeline: (doc.timeline ?? []).map((row) => text(row.phase)).filter(Boolean),
    testimonial: text(testimonial?.content)
      ? {
          client: text(testimonial?.client),
          content: text(testimonial?.content),
          avatar: toProjectImage(testimonial?.avatar),
        }
      : null,
    duration: text(doc.duration),
    link: isProjectLink(doc.link) ? doc.link : null,
  }
}

/**
 * Projects to show beside a page: those of the given categories first, then (with `fill`) any
 * other, never the excluded one, at most `limit`, in the portfolio's order.
 */
export function pickRelated(
  projects: ProjectView[],
  options: { categories: readonly string[]; limit: number; exclude?: string; fill?: boolean },
): ProjectView[] {
  const candidates = projects.filter((project) => project.slug !== options.exclude)
  const matching = candidates.filter((project) => options.categories.includes(project.category))
  const others = options.fill ? candidates.filter((project) => !matching.includes(project)) : []
  return [...matching, ...others].slice(0, Math.max(0, options.limit))
}
