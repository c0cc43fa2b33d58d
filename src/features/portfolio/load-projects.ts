import type { Payload } from 'payload'

import { toProjectView, type ProjectView } from '@/features/portfolio/project-view'
import { typesetTree } from '@/i18n/french-typography'
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
  // The owner's texts get French spacing as the site's own do; paths and links have none to set.
  return docs.flatMap((doc) => {
    const view = toProjectView(doc)
    return view ? typesetTree(view, locale) : []
  })
}
