import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, isActiveAdmin } from '@/access/isActiveAdmin'
import { MEDIA_TAG } from '@/collections/Media/cache-tag'
import { missingFileNotFound } from '@/collections/Media/hooks/missing-file'
import { expireSettingsForLogo, expireSettingsOnDelete } from '@/collections/Media/hooks/site-logo'
import { refuseOversizedUpload } from '@/collections/Media/hooks/upload-limits'
import { expireCacheTag } from '@/collections/revalidate-tag'
import { env } from '@/config/env'

/**
 * Images of the public site (projects now, blog articles later), stored on the server's disk
 * under MEDIA_DIR, or in an S3-compatible bucket when S3_* is set (src/plugins/media-storage.ts),
 * and served by Payload at /api/media/file/<name> either way. Pages resize them with next/image;
 * the two stored sizes serve feeds, social previews and the back office's lists.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  dbName: 'media',
  labels: { singular: { fr: 'Image', en: 'Image' }, plural: { fr: 'Images', en: 'Images' } },
  admin: {
    group: { fr: 'Contenu', en: 'Content' },
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
  },
  access: { read: anyone, create: isActiveAdmin, update: isActiveAdmin, delete: isActiveAdmin },
  hooks: {
    beforeOperation: [refuseOversizedUpload],
    afterChange: [
      ({ doc, req }) => {
        expireCacheTag(req, MEDIA_TAG)
        return doc
      },
      expireSettingsForLogo,
    ],
    afterDelete: [
      ({ doc, req }) => {
        expireCacheTag(req, MEDIA_TAG)
        return doc
      },
      expireSettingsOnDelete,
    ],
  },
  upload: {
    staticDir: path.resolve(process.cwd(), env().MEDIA_DIR),
    // Raster formats only: an SVG served from the site's own origin could carry a script.
    mimeTypes: ['image/webp', 'image/avif', 'image/png', 'image/jpeg'],
    focalPoint: false,
    crop: false,
    // Blog sizes: an 800x450 hero and 400x225 related-article thumbnails (also the admin preview).
    imageSizes: [
      { name: 'hero', width: 800, height: 450, formatOptions: { format: 'webp' } },
      { name: 'card', width: 400, height: 225, formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'card',
    // A name with no file answers 404, not Payload's 500.
    handlers: [missingFileNotFound],
  },
  fields: [
    {
      name: 'alt',
      label: { fr: 'Texte alternatif', en: 'Alternative text' },
      type: 'text',
      required: true,
      localized: true,
      admin: {
        description: {
          fr: 'Ce que l’image montre, pour les personnes qui ne la voient pas (dans chaque langue).',
          en: 'What the image shows, for people who cannot see it (in each language).',
        },
      },
    },
  ],
}
