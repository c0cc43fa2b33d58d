import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { applySeoOverrides } from '@/features/seo/manager/apply'
import { seoOverrides } from '@/features/seo/manager/overrides'
import { findSeoRecord } from '@/features/seo/manager/queries'
import { absoluteUrl, buildPageMetadata, type PageMetadataInput } from '@/features/seo/metadata'
import { resolveSocialImage } from '@/features/seo/social-image/resolve'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { getPathname } from '@/i18n/navigation'

async function logProblem(message: string, error?: unknown) {
  const payload = await getPayload({ config: configPromise })
  payload.logger.error({ err: error, msg: `SEO record: ${message}` })
}

/**
 * The metadata of a public page: the route's defaults, overridden by the active SEO record of
 * its path when one exists (articles use their own SEO fields). A record that cannot be read or
 * holds a bad value never breaks the page: the defaults apply and the problem is logged.
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const base = buildPageMetadata(input, (await getSiteSettings()).siteName)
  if (input.type === 'article') return base
  const path = input.paths?.[input.locale] ?? getPathname(input)
  try {
    const record = await findSeoRecord(path, input.locale)
    if (!record) return base
    const { overrides, problems } = seoOverrides(record, absoluteUrl)
    for (const problem of problems) await logProblem(`${record.url}: ${problem}`)
    for (const group of [overrides.openGraph, overrides.twitter]) {
      if (group?.image) group.image = await resolveSocialImage(group.image)
    }
    const merged = applySeoOverrides(base, overrides)
    return input.robots ? { ...merged, robots: input.robots } : merged
  } catch (error) {
    await logProblem(`lookup failed for ${path}`, error)
    return base
  }
}
