import { AdminHeader as AdminHeader_c05760b13ac64d17f4d948ab437e13d9 } from '../../../features/admin-shell/components/AdminHeader'
import { AdminNavLinks as AdminNavLinks_4353da5f41aad2f8d55bf2f0ed3d6784 } from '../../../features/admin-shell/components/AdminNavLinks.client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/admin-shell/components/AdminHeader#AdminHeader": AdminHeader_c05760b13ac64d17f4d948ab437e13d9,
  "/features/admin-shell/components/AdminNavLinks.client#AdminNavLinks": AdminNavLinks_4353da5f41aad2f8d55bf2f0ed3d6784,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
