import type { Payload } from 'payload'

import { toProjectView, type ProjectView } from '@/features/portfolio/project-view'
import type { Locale } from '@/i18n/locales'

/**
 * Every project a visitor may see, in one language and in the owner's order. Read with the
 * visitor's rights (no user): the collection's access rule keeps drafts out.
 */
export async function loadPublishedProjects(
  payload: Payload,
  locale: Locale,
): Promise<ProjectView[]> {
  const { docs } = await payload.find({
    collection: 'projects',
    locale,
    depth: 1,
    pagination: false,
    sort: ['position', 'createdAt'],
    draft: false,
    overrideAccess: false,
  })
  return docs.flatMap((doc) => toProjectView(doc) ?? [])
}
