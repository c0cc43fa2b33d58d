import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { MEDIA_TAG } from '@/collections/Media/cache-tag'
import { PROJECTS_TAG } from '@/collections/Projects/cache-tag'
import { isProjectSlug } from '@/features/portfolio/identifiers'
import { loadPublishedProjects } from '@/features/portfolio/load-projects'
import { pickRelated, type ProjectView } from '@/features/portfolio/project-view'
import type { Locale } from '@/i18n/locales'

/**
 * One cache entry per language holds the whole portfolio (a handful of projects). Lookups by
 * slug or id pick from it, so a flood of made-up slugs never grows the cache. Expired by the
 * collections' hooks when the owner edits a project or an image.
 */
const cachedProjects = unstable_cache(
  async (locale: Locale) =>
    loadPublishedProjects(await getPayload({ config: configPromise }), locale),
  ['portfolio-projects'],
  { tags: [PROJECTS_TAG, MEDIA_TAG] },
)

export function getProjects(locale: Locale): Promise<ProjectView[]> {
  return cachedProjects(locale)
}

export async function getProjectBySlug(locale: Locale, slug: string): Promise<ProjectView | null> {
  if (!isProjectSlug(slug)) return null
  const projects = await cachedProjects(locale)
  return projects.find((project) => project.slug === slug) ?? null
}

export async function getProjectById(locale: Locale, id: number): Promise<ProjectView | null> {
  const projects = await cachedProjects(locale)
  return projects.find((project) => project.id === id) ?? null
}

export async function getRelatedProjects(
  locale: Locale,
  options: { categories: readonly string[]; limit: number; exclude?: string; fill?: boolean },
): Promise<ProjectView[]> {
  return pickRelated(await cachedProjects(locale), options)
}
