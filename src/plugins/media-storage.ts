import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env } from '@/config/env'
import { s3Settings } from '@/config/media-storage'

/**
 * The media library on an S3-compatible bucket when S3_* is set (several instances cannot share
 * one disk), otherwise on the local disk as before.
 */
export function mediaStoragePlugin(): Plugin {
  const settings = s3Settings(env())
  return s3Storage({
    enabled: settings !== undefined,
    // The plugin adds two hidden columns to `media` (prefix, _objectKey). Adding them in both
    // modes keeps one migration history and lets a site switch storage without a schema change.
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    // Neither disablePayloadAccessControl nor generateFileURL: files keep being served by the
    // app at /api/media/file/<name>, read from the bucket. So the addresses that pages, rich
    // text, the sitemap and the feeds build stay valid, and so do the rows already stored;
    // next/image resizes a same-origin path (no remote host to allow in next.config); the bucket
    // stays private; the site's security headers still cover the files. The cost: an original
    // goes through an instance on each request, but pages show next/image's resized copies,
    // which each instance caches: the bucket is read once per size, not once per page view.
    // An empty prefix (objects at the bucket's root, named like the files of MEDIA_DIR) also
    // makes the enabled plugin add the `prefix` column: 3.90.1 forgets alwaysInsertFields there.
    collections: { media: { prefix: '' } },
    config: settings
      ? {
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
          // Since 2025 the SDK adds CRC32 checksums to every request by default, which several
          // S3-compatible servers refuse; a custom endpoint gets them only where S3 requires one.
          ...(settings.endpoint
            ? {
                requestChecksumCalculation: 'WHEN_REQUIRED',
                responseChecksumValidation: 'WHEN_REQUIRED',
              }
            : {}),
        }
      : {},
  })
}
