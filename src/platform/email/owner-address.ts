import type { Payload } from 'payload'

import { env } from '@/config/env'

/** Where owner notifications go: the address set in the admin, else OWNER_EMAIL, else the site's. */
export async function ownerAddress(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  return settings.ownerEmail || env().OWNER_EMAIL || settings.email
}
