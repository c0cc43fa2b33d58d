import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { findSeoRecord } from '@/features/seo/manager/queries'
import { parseStructuredData } from '@/features/seo/manager/validate'
import { JsonLd } from '@/features/seo/structured-data/json-ld'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

type Href = Parameters<typeof getPathname>[0]['href']

/**
 * The owner's own structured data for a page (SEO record, "Données structurées" enabled), added
 * beside the page's defaults. A stored value that no longer reads as JSON-LD is left out and
 * logged: it never breaks the page.
 */
export async function RecordStructuredData({ locale, href }: { locale: Locale; href: Href }) {
  const path = getPathname({ locale, href })
  const record = await findSeoRecord(path, locale).catch(() => undefined)
  const schema = record?.schema_data
  if (!schema?.enable_schema_org) return null
  const items = parseStructuredData(schema.structured_data)
  if (typeof items === 'string') {
    const payload = await getPayload({ config: configPromise })
    payload.logger.error(`SEO record ${record?.url}: structured data ignored (${items})`)
    return null
  }
  return items.length ? <JsonLd data={items} /> : null
}
