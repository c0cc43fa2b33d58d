import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
} from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { type AuditAction, auditSummary } from '@/features/security/audit-actions'
import { entityLabel, fieldLabel } from '@/features/security/audit-labels'
import { changedFields } from '@/features/security/changed-fields'

type FieldLike = {
  type: string
  name?: string
  virtual?: unknown
  fields?: FieldLike[]
  tabs?: FieldLike[]
}

/** Joins and virtual fields, also inside rows, collapsibles and unnamed tabs. */
function computedFieldNames(fields: FieldLike[], names = new Set<string>()): Set<string> {
  for (const field of fields) {
    if (field.name && (field.type === 'join' || field.virtual)) names.add(field.name)
    if (!field.name && field.fields) computedFieldNames(field.fields, names)
    if (field.tabs)
      computedFieldNames(
        field.tabs.map((tab) => ({ ...tab, type: 'tab' })),
        names,
      )
  }
  return names
}

const computedByCollection = new Map<string, Set<string>>()

function computedFields(slug: string, fields: FieldLike[]): Set<string> {
  let names = computedByCollection.get(slug)
  if (!names) {
    names = computedFieldNames(fields)
    computedByCollection.set(slug, names)
  }
  return names
}

type Entry = { action: AuditAction; entity: string; recordId: string | null; fields: string[] }

/**
 * Writes one line of the audit log for a change made by a signed-in admin. Visitors' captures
 * (contact forms, bookings...) are the site's own writes, not admin changes: not logged. A
 * failure to log is reported but does not undo the admin's change.
 */
export async function recordAudit(
  payload: Payload,
  actor: PayloadRequest['user'],
  entry: Entry,
  req?: PayloadRequest,
): Promise<void> {
  if (!actor || !isActiveAdminUser(actor)) return
  const name = typeof actor.name === 'string' && actor.name ? actor.name : String(actor.email)
  // An admin who deletes their own account: the row the log would point to is gone (on
  // PostgreSQL a failed insert would also undo the deletion with the whole transaction).
  const selfDeleted =
    entry.action === 'delete' &&
    entry.entity === 'admin-users' &&
    entry.recordId === String(actor.id)
  try {
    await payload.create({
      collection: 'audit-log',
      data: {
        summary: auditSummary(
          entry.action,
          entityLabel(payload.config, entry.entity),
          entry.recordId,
          entry.fields.map((name) => fieldLabel(payload.config, entry.entity, name)),
        ),
        actor: selfDeleted ? null : Number(actor.id),
        actor_name: name,
        action: entry.action,
        entity: entry.entity,
        record_id: entry.recordId,
        fields: entry.fields.join(', ') || null,
      },
      req,
      overrideAccess: true,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Audit log: could not record ${entry.entity}` })
  }
}

/**
 * Marks, in the request's context, the rows of a collection the site writes or removes as the
 * consequence of a change already logged (a lead's status line, its timeline deleted with it):
 * one audit line per admin act.
 */
export const derivedWriteKey = (slug: string) => `audit:derived:${slug}`

/** Payload drops the new password from the data before `afterChange`: noted here, before. */
const notePasswordChange: CollectionBeforeChangeHook = ({ collection, context, data }) => {
  if (typeof data?.password === 'string' && data.password) {
    context[`audit:password:${collection.slug}`] = true
  }
  return data
}

const afterChange: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (context[derivedWriteKey(collection.slug)]) return doc
  const fields = changedFields(
    operation === 'create' ? undefined : previousDoc,
    doc,
    computedFields(collection.slug, collection.fields as FieldLike[]),
  )
  const passwordKey = `audit:password:${collection.slug}`
  if (context[passwordKey]) {
    fields.push('password')
    delete context[passwordKey]
  }
  if (fields.length === 0) return doc
  await recordAudit(
    req.payload,
    req.user,
    {
      action: operation,
      entity: collection.slug,
      recordId: String(doc.id),
      fields,
    },
    req,
  )
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, context, id, req }) => {
  if (context[derivedWriteKey(collection.slug)]) return
  await recordAudit(
    req.payload,
    req.user,
    {
      action: 'delete',
      entity: collection.slug,
      recordId: String(id),
      fields: [],
    },
    req,
  )
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  const fields = changedFields(previousDoc, doc)
  if (fields.length === 0) return doc
  await recordAudit(
    req.payload,
    req.user,
    { action: 'update', entity: global.slug, recordId: null, fields },
    req,
  )
  return doc
}

/** The collection with the audit hooks after its own. */
export function withAuditTrail(config: CollectionConfig): CollectionConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), notePasswordChange],
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  }
}

export function withGlobalAuditTrail(config: GlobalConfig): GlobalConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterGlobalChange] },
  }
}
