'use server'

import { redirect } from 'next/navigation'

import { requireAdminAction } from '@/features/admin-shell/admin-action'
import { postedRecordId } from '@/features/admin-shell/record-id'
import { env } from '@/config/env'
import { runSeoAudit } from '@/features/seo/audit/run-audit'
import { upsertSeoPage } from '@/features/seo/manager/upsert'
import { normalizeSeoUrl, validateSeoUrl } from '@/features/seo/manager/validate'

/** The SEO Manager's forms; each starts with `requireAdminAction()`. */
async function adminPayload() {
  return (await requireAdminAction()).payload
}

const managerUrl = (params: Record<string, string>) => `/admin/seo?${new URLSearchParams(params)}`

/** The posted path, or null: a longer path is refused whole, never cut into another one. */
function pathFrom(formData: FormData): string | null {
  const raw = formData.get('path')
  if (typeof raw !== 'string' || raw.length > 300) return null
  return validateSeoUrl(raw) === true ? normalizeSeoUrl(raw) : null
}

/** Opens the record of a path in Payload's form, creating it first (upsert on url). */
export async function editSeoPage(formData: FormData): Promise<void> {
  const payload = await adminPayload()
  const path = pathFrom(formData)
  if (!path) redirect(managerUrl({ notice: 'invalid' }))
  const record = await upsertSeoPage(payload, { url: path })
  redirect(`/admin/collections/seo-pages/${record.id}`)
}

export async function auditSeoPage(formData: FormData): Promise<void> {
  const payload = await adminPayload()
  const path = pathFrom(formData)
  if (!path) redirect(managerUrl({ notice: 'invalid' }))
  await runSeoAudit(payload, path, env().SITE_URL)
  redirect(managerUrl({ path, notice: 'audited' }))
}

export async function deleteSeoPage(formData: FormData): Promise<void> {
  const payload = await adminPayload()
  const id = postedRecordId(formData.get('id'))
  if (id === null) redirect(managerUrl({ notice: 'invalid' }))
  // A record already deleted (another tab, a forged id) is a notice, not an error page.
  const { docs } = await payload.delete({
    collection: 'seo-pages',
    where: { id: { equals: id } },
    overrideAccess: true,
  })
  redirect(managerUrl({ notice: docs.length > 0 ? 'deleted' : 'invalid' }))
}
