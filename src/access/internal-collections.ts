import type { Access, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'

type Operation = 'create' | 'read' | 'update' | 'delete' | 'readVersions' | 'unlock'

const operations: Operation[] = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock']

/**
 * Payload adds its own collections (`payload-locked-documents`, `payload-preferences`,
 * `payload-migrations`, `payload-jobs`, and `payload-kv` or folders when enabled) after the
 * plugins have run, with access open to any signed-in session. Through the REST API that
 * session could be a deactivated admin's or one still owing its second step: each of these
 * collections asks, before its own rule, for the same active, fully signed-in admin as the
 * rest of the back office. Payload itself reads and writes them through the local API, which
 * overrides access, so its own use (document locks, preferences, jobs) is unchanged.
 */
export function isInternalCollection(slug: string): boolean {
  return slug.startsWith('payload-')
}

function adminFirst(own: Access | undefined): Access {
  return (args) => {
    if (!isActiveAdminUser(args.req.user)) return false
    return own ? own(args) : true
  }
}

function guard(collection: SanitizedCollectionConfig): void {
  const access = { ...collection.access }
  for (const operation of operations) access[operation] = adminFirst(collection.access[operation])
  collection.access = access
}

/**
 * Closes every internal collection to all but active admins. The config is changed in place:
 * Payload keeps references to its collection objects from the sanitizing on.
 */
export function guardInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (isInternalCollection(collection.slug)) guard(collection)
  }
  return config
}
