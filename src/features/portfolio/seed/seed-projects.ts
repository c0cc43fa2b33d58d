import path from 'node:path'

import type { Payload, RequestContext } from 'payload'

import { seedProjectData } from '@/features/portfolio/seed/seed-project-data'
import type { SeedImage, SeedProject } from '@/features/portfolio/seed/seed-types'
import { uploadSeedImage } from '@/features/seed/seed-media'

/** The committed illustrations (made by scripts/portfolio-images.mjs), read from the app root. */
export const seedImagesDirectory = () =>
  path.resolve(process.cwd(), 'src/features/portfolio/seed-images')

// Seeding runs outside a page request: there is no cache to expire yet.
const context: RequestContext = { skipRevalidate: true }

function uploadImage(payload: Payload, image: SeedImage): Promise<number> {
  return uploadSeedImage(payload, path.join(seedImagesDirectory(), `${image.file}.webp`), image.alt)
}

async function createProject(payload: Payload, project: SeedProject): Promise<void> {
  const image = await uploadImage(payload, project.image)
  const gallery: number[] = []
  for (const picture of project.gallery) gallery.push(await uploadImage(payload, picture))
  const { fr, en } = project
  const created = await payload.create({
    collection: 'projects',
    locale: 'fr',
    data: {
      _status: 'published',
      slug: project.slug,
      category: project.category,
      position: project.position,
      status: 'completed',
      technologies: project.technologies,
      image,
      gallery,
      title: fr.title,
      description: { short: fr.short, long: fr.long },
      challenge: fr.challenge,
      solution: fr.solution,
      results: fr.results,
      duration: fr.duration,
      testimonial: fr.testimonial,
      metrics: fr.metrics,
      timeline: fr.timeline.map((phase) => ({ phase })),
    },
    overrideAccess: true,
    context,
  })
  // Rows of metrics and timeline are shared by both languages: the English texts go on the
  // rows the French version created, matched by their ids.
  await payload.update({
    collection: 'projects',
    id: created.id,
    locale: 'en',
    data: {
      _status: 'published',
      title: en.title,
      description: { short: en.short, long: en.long },
      challenge: en.challenge,
      solution: en.solution,
      results: en.results,
      duration: en.duration,
      testimonial: en.testimonial,
      metrics: (created.metrics ?? []).map((row, index) => ({ ...row, ...en.metrics[index] })),
      timeline: (created.timeline ?? []).map((row, index) => ({
        ...row,
        phase: en.timeline[index] ?? row.phase,
      })),
    },
    overrideAccess: true,
    context,
  })
}

/**
 * Creates the seven portfolio projects and their pictures when the collection is empty, so a
 * restart never duplicates them and the owner's edits and deletions stay.
 */
export async function seedProjects(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'projects', overrideAccess: true })
  if (totalDocs > 0) return
  for (const project of seedProjectData) await createProject(payload, project)
}
