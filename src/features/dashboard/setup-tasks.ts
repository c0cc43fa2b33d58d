import type { Payload } from 'payload'

import { setupChecklist, type SetupTask } from '@/features/dashboard/setup-checklist'
import { seedProjectData } from '@/features/portfolio/seed/seed-project-data'

/** The checklist of the site as stored now, with the number of sample projects still public. */
export async function setupTasks(
  payload: Payload,
): Promise<{ tasks: SetupTask[]; sampleProjects: number }> {
  const [settings, projects, testimonials] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true }),
    payload.count({
      collection: 'projects',
      where: {
        and: [
          { slug: { in: seedProjectData.map((project) => project.slug) } },
          { _status: { equals: 'published' } },
        ],
      },
      overrideAccess: true,
    }),
    payload.count({
      collection: 'testimonials',
      where: { and: [{ sample: { equals: true } }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
    }),
  ])
  return {
    tasks: setupChecklist(settings, projects.totalDocs, testimonials.totalDocs),
    sampleProjects: projects.totalDocs,
  }
}
