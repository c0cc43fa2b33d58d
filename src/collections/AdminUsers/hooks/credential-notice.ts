import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { type CredentialChange, sendCredentialChangeNotice } from '@/features/security/account-mail'

/**
 * Tells an admin by e-mail that another admin changed their password or e-mail address (to the
 * address the account had before). The password policy hook, which checked the acting admin's
 * own password, notes the change in the request's context; the audit trail records it too.
 */
const CONTEXT_KEY = 'admin-users:credential-change'

type Pending = { id: string | undefined; changes: CredentialChange[] }

export function noteCredentialChange(req: PayloadRequest, pending: Pending): void {
  req.context[CONTEXT_KEY] = pending
}

function pendingFor(req: PayloadRequest, id: string): Pending | undefined {
  const pending = req.context[CONTEXT_KEY] as Pending | undefined
  if (!pending || (pending.id !== undefined && pending.id !== id)) return undefined
  return pending
}

export const notifyCredentialChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const user = req.user
  if (operation !== 'update' || !user || String(user.id) === String(doc.id)) return doc
  const pending = pendingFor(req, String(doc.id))
  const before = typeof previousDoc?.email === 'string' ? previousDoc.email : undefined
  if (!pending || !before) return doc
  const changes = pending.changes.filter((change) => change !== 'email' || before !== doc.email)
  if (changes.length === 0) return doc
  const actor = typeof user.name === 'string' && user.name ? user.name : String(user.email)
  try {
    await sendCredentialChangeNotice(req.payload, before, actor, changes)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Credential change: could not queue the e-mail' })
  }
  return doc
}
