import { draftMode, headers } from 'next/headers'
import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'

/** True when an active admin is looking at a draft through the editor's preview. */
export async function isAdminPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  return isActiveAdminUser(user)
}
