import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An admin's two-factor secrets go with their account (the row points to it and may not be
 * left without one).
 */
export const deleteTwoFactorWithAdmin: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'admin-two-factor',
    where: { admin: { equals: id } },
    req,
    overrideAccess: true,
  })
}
